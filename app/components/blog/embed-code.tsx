import { Button } from '~/components/ui/button.tsx'
import { Check, Code, Copy } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { escapeHtml } from '~/lib/escape.ts'
import { copyText, useCopiedFlag } from './copy-text.ts'
import { logShare } from './share-links.ts'

/** Spec §9: the embed is an iframe 100% wide and 400 high on the article's embed=true view. */
export function embedSnippet(embedUrl: string, title: string): string {
  return `<iframe src="${escapeHtml(embedUrl)}" width="100%" height="400" frameborder="0" title="${escapeHtml(title)}"></iframe>`
}

/**
 * The iframe code for the article's embed view, at the site's public address. Opened at an address
 * other sites cannot reach (a loopback or private address, with no PUBLIC_URL), it says so instead:
 * code naming that address would show nothing anywhere else.
 */
export function EmbedCode({
  embedUrl,
  iframeTitle,
  host,
}: {
  embedUrl: string | null
  iframeTitle: string
  /** The host the page was opened at, named when there is no public address. */
  host: string
}) {
  const { t } = useTranslation()
  const [copied, markCopied] = useCopiedFlag()
  const code = embedUrl ? embedSnippet(embedUrl, iframeTitle) : ''

  async function copyCode() {
    logShare('embed-code', embedUrl ?? '')
    if (await copyText(code)) markCopied()
    else
      toast({
        title: t('blogPost.share.copyFailedTitle'),
        description: t('blogPost.share.copyFailedText'),
        variant: 'destructive',
      })
  }

  return (
    <section aria-labelledby="embed-heading">
      <div className="flex items-center gap-2">
        <Code className="h-5 w-5 text-primary" aria-hidden="true" />
        <h3 id="embed-heading" className="text-base font-semibold">
          {t('blogPost.embed.heading')}
        </h3>
      </div>
      {embedUrl ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t('blogPost.embed.intro')}</p>
          <label htmlFor="embed-code" className="mt-4 block text-sm font-medium">
            {t('blogPost.embed.codeLabel')}
          </label>
          <textarea
            id="embed-code"
            readOnly
            rows={4}
            value={code}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 w-full resize-none rounded-md border border-border bg-muted p-3 font-mono text-xs text-foreground"
          />
          <Button variant="outline" size="sm" className="mt-3" onClick={copyCode}>
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? t('blogPost.embed.copied') : t('blogPost.embed.copy')}
          </Button>
          <p className="sr-only" role="status">
            {copied ? t('blogPost.embed.copied') : ''}
          </p>
        </>
      ) : (
        <p className="mt-3 rounded-md border border-border bg-muted p-3 text-sm text-muted-foreground">
          {t('blogPost.embed.needsPublicUrl', { host })}
        </p>
      )}
    </section>
  )
}
