import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'
import type { ContentActionResult } from './action-result.ts'

const previewDelayMs = 400

/**
 * The post body as the public article will show it: the route's action renders it with the same
 * markdown rules and sanitizer as the article page, a moment after typing stops.
 *
 * While the post is being saved no preview is asked for, and one under way is dropped: the router
 * lets the most recent submission's reload win, and a preview reloads nothing, so a preview landing
 * during the save's reload would leave the list without the saved post.
 */
export function MarkdownPreview({
  markdown,
  paused,
  className,
}: {
  markdown: string
  paused: boolean
  className?: string
}) {
  const fetcher = useFetcher<ContentActionResult>()
  const { submit, reset, state, data } = fetcher
  const [html, setHtml] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const firstRun = useRef(true)
  const busy = state !== 'idle'

  useEffect(() => {
    if (paused && busy) reset()
  }, [paused, busy, reset])

  useEffect(() => {
    if (!data) return
    if (data.ok && data.intent === 'preview') {
      setHtml(data.html)
      setFailure(null)
    } else if (!data.ok) {
      setFailure(data.error ?? 'The preview could not be rendered.')
    }
  }, [data])

  useEffect(() => {
    if (paused) return
    const delay = firstRun.current ? 0 : previewDelayMs
    firstRun.current = false
    if (!markdown.trim()) return
    const timer = setTimeout(() => {
      void submit(
        { intent: 'preview', content: markdown },
        { method: 'post', defaultShouldRevalidate: false },
      )
    }, delay)
    return () => clearTimeout(timer)
  }, [markdown, paused, submit])

  const empty = !markdown.trim()
  return (
    <section aria-labelledby="content-preview-label" className={cn('flex min-w-0 flex-col', className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 id="content-preview-label" className="text-sm font-medium text-foreground">
          Preview
        </h3>
        {busy && !empty ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" />
            Updating...
          </span>
        ) : null}
      </div>
      {/* Grows and wraps rather than scrolling on its own, so no keyboard-unreachable scroll region appears. */}
      <div
        data-testid="content-preview"
        className="mt-1.5 min-h-60 flex-1 break-words rounded-md border border-border bg-background px-4 py-3"
      >
        {empty ? (
          <p className="text-sm text-muted-foreground">The formatted article appears here as you write.</p>
        ) : failure ? (
          <p className="text-sm text-destructive">{failure}</p>
        ) : html !== null ? (
          <ArticleBody html={html} />
        ) : null}
      </div>
    </section>
  )
}
