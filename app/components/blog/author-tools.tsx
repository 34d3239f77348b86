import { Card } from '~/components/ui/card.tsx'
import { Lock } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { EmbedCode } from './embed-code.tsx'
import { SocialPreview } from './social-preview.tsx'

/**
 * What the owner needs to promote an article (how its link looks when shared, the code to embed it),
 * shown under the article to the signed-in owner only: readers get the article and the share row
 * (docs/decisions/030-article-author-tools.md). Plain-text props, so it can stay server HTML.
 */
export function AuthorTools({
  title,
  excerpt,
  host,
  imagePath,
  embedUrl,
  iframeTitle,
}: {
  title: string
  excerpt: string
  /** The host the page was opened at. */
  host: string
  /** The share image the page's tags name. */
  imagePath: string
  /** The embed view at the site's public address; null when the page was opened at an internal one. */
  embedUrl: string | null
  iframeTitle: string
}) {
  const { t } = useTranslation()
  return (
    <Card className="border-dashed p-6">
      <section aria-labelledby="author-tools-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="author-tools-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Lock className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            {t('blogPost.authorTools.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('blogPost.authorTools.intro')}</p>
        </div>
        <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2">
          <SocialPreview title={title} excerpt={excerpt} host={host} imagePath={imagePath} />
          <EmbedCode embedUrl={embedUrl} iframeTitle={iframeTitle} host={host} />
        </div>
      </section>
    </Card>
  )
}
