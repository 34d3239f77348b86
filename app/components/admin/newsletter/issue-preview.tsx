import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'
import type { NewsletterActionResult } from './action-result.ts'

const previewDelayMs = 400

/**
 * The body as subscribers will read it, rendered by the route's action with the same markdown rules
 * and sanitizer as the public articles, a moment after typing stops.
 *
 * No preview is asked for while the issue is being saved or sent, and one under way is dropped: the
 * router lets the latest submission's reload win, and a preview reloads nothing.
 */
export function IssuePreview({
  markdown,
  initialHtml,
  paused,
  headingLevel = 2,
  className,
}: {
  markdown: string
  /** The server's rendering of the saved body, shown until the first preview comes back. */
  initialHtml?: string
  paused: boolean
  headingLevel?: 2 | 3
  className?: string
}) {
  const { submit, reset, state, data } = useFetcher<NewsletterActionResult>()
  const [html, setHtml] = useState<string | null>(initialHtml ?? null)
  const [failure, setFailure] = useState<string | null>(null)
  const rendered = useRef<string | null>(initialHtml === undefined ? null : markdown)
  const busy = state !== 'idle'

  useEffect(() => {
    if (!paused || !busy) return
    reset()
    // Ask again for the text that was being rendered once the pause is over.
    rendered.current = null
  }, [paused, busy, reset])

  useEffect(() => {
    if (!data) return
    if (data.ok && data.intent === 'preview') {
      setHtml(data.html)
      setFailure(null)
    } else if (!data.ok) {
      setFailure(data.error || 'The preview could not be rendered.')
    }
  }, [data])

  useEffect(() => {
    if (paused || !markdown.trim() || markdown === rendered.current) return
    const delay = rendered.current === null ? 0 : previewDelayMs
    const timer = setTimeout(() => {
      rendered.current = markdown
      void submit({ intent: 'preview', body: markdown }, { method: 'post', defaultShouldRevalidate: false })
    }, delay)
    return () => clearTimeout(timer)
  }, [markdown, paused, submit])

  const empty = !markdown.trim()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="issue-preview-label" className={cn('flex min-w-0 flex-col', className)}>
      <div className="flex items-center justify-between gap-2">
        <Heading id="issue-preview-label" className="text-sm font-medium text-foreground">
          Preview
        </Heading>
        {busy && !empty ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Loader2 className="h-3 w-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Updating...
          </span>
        ) : null}
      </div>
      <div
        data-testid="issue-preview"
        className="mt-1.5 min-h-60 min-w-0 flex-1 wrap-break-word rounded-md border border-border bg-background px-4 py-3"
      >
        {empty ? (
          <p className="text-sm text-muted-foreground">The formatted email appears here as you write.</p>
        ) : failure ? (
          <p className="text-sm text-destructive">{failure}</p>
        ) : html !== null ? (
          <ArticleBody html={html} />
        ) : null}
      </div>
    </section>
  )
}
