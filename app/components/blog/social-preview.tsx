import { Eye } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'

/**
 * How a shared link to the article renders as a card: the share image the page's tags name
 * (1200×630, /og/…), the site's host, the title and the excerpt.
 */
export function SocialPreview({
  title,
  excerpt,
  host,
  imagePath,
}: {
  title: string
  excerpt: string
  host: string
  imagePath: string
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="preview-heading">
      <div className="flex items-center gap-2">
        <Eye className="h-5 w-5 text-primary" aria-hidden="true" />
        <h3 id="preview-heading" className="text-base font-semibold">
          {t('blogPost.preview.heading')}
        </h3>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('blogPost.preview.intro')}</p>
      <figure className="mt-4 overflow-hidden rounded-lg border border-border bg-background">
        <div
          role="img"
          aria-label={t('blogPost.preview.imageLabel')}
          className="aspect-[1200/630] w-full overflow-hidden bg-muted"
        >
          <img
            src={imagePath}
            alt=""
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </div>
        <figcaption className="border-t border-border bg-muted p-4">
          <span className="block text-xs uppercase tracking-wide text-muted-foreground">{host}</span>
          <span className="mt-1 block font-semibold text-foreground">{title}</span>
          <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{excerpt}</span>
        </figcaption>
      </figure>
    </section>
  )
}
