import { Card } from '~/components/ui/card.tsx'
import { Eye } from '~/components/ui/icons.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { ImageAsset } from '~/lib/images.ts'

/** How a shared link to the article renders as a card: a 1200x630 image area, the site, title and excerpt. */
export function SocialPreview({
  title,
  excerpt,
  origin,
  imageUrl,
  image = null,
  siteName,
}: {
  title: string
  excerpt: string
  origin: string
  imageUrl: string | null
  image?: ImageAsset | null
  siteName: string
}) {
  const { t } = useTranslation()
  const host = new URL(origin).host
  return (
    <Card className="p-6">
      <section aria-labelledby="preview-heading">
        <div className="flex items-center gap-2">
          <Eye className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 id="preview-heading" className="text-lg font-semibold">
            {t('blogPost.preview.heading')}
          </h2>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{t('blogPost.preview.intro')}</p>
        <figure className="mt-4 overflow-hidden rounded-lg border border-border bg-background">
          <div
            role="img"
            aria-label={t('blogPost.preview.imageLabel')}
            className="relative aspect-[1200/630] w-full overflow-hidden bg-primary"
          >
            {imageUrl ? (
              <ResponsiveImage
                src={imageUrl}
                image={image}
                alt=""
                sizes="(min-width: 768px) 480px, 100vw"
                wrapperClassName="absolute inset-0"
              />
            ) : (
              <div className="flex h-full flex-col justify-between p-4 text-primary-foreground sm:p-6">
                <span className="text-xs font-semibold uppercase tracking-wider opacity-90">{siteName}</span>
                <span className="line-clamp-3 text-lg font-bold leading-tight sm:text-2xl">{title}</span>
                <span className="text-xs opacity-90">{host}</span>
              </div>
            )}
          </div>
          <figcaption className="border-t border-border bg-muted p-4">
            <span className="block text-xs uppercase tracking-wide text-muted-foreground">{host}</span>
            <span className="mt-1 block font-semibold text-foreground">{title}</span>
            <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{excerpt}</span>
          </figcaption>
        </figure>
      </section>
    </Card>
  )
}
