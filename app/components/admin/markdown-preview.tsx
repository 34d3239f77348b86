import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { ArticleBody } from '~/components/blog/article-body.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'
import { cn } from '~/lib/cn.ts'

const previewDelayMs = 400

type PreviewResult = { ok: true; intent: string; html?: string } | AdminFailure

/**
 * Markdown as readers will see it (a post's article, a newsletter's email): the route's action renders
 * it with the same markdown rules and sanitizer as the public articles, a moment after typing stops.
 * `field` names the text in the preview request; `name` tells this preview's label and test id apart.
 *
 * No preview is asked for while the item is being saved or sent, and one under way is dropped: the
 * router lets the latest submission's reload win, and a preview reloads nothing, so a preview landing
 * during a save's reload would leave the page without what was saved.
 */
export function MarkdownPreview({
  markdown,
  field,
  name,
  emptyText,
  initialHtml,
  paused,
  headingLevel = 3,
  fill = false,
  className,
}: {
  markdown: string
  field: string
  name: string
  emptyText: string
  /** The server's rendering of the saved text, shown until the first preview comes back. */
  initialHtml?: string
  paused: boolean
  headingLevel?: 2 | 3
  /** Fills its box and scrolls on its own (the full-screen editor), reachable by keyboard to scroll. */
  fill?: boolean
  className?: string
}) {
  const { submit, reset, state, data } = useFetcher<PreviewResult>()
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
      setHtml(data.html ?? '')
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
      void submit(
        { intent: 'preview', [field]: markdown },
        { method: 'post', defaultShouldRevalidate: false },
      )
    }, delay)
    return () => clearTimeout(timer)
  }, [markdown, paused, submit, field])

  const empty = !markdown.trim()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const labelId = `${name}-preview-label`
  return (
    // Filling a box, the scrolling area is the region (one named "Preview", not two).
    <section aria-labelledby={fill ? undefined : labelId} className={cn('flex min-w-0 flex-col', className)}>
      <div className="flex items-center justify-between gap-2">
        <Heading id={labelId} className="text-sm font-medium text-foreground">
          Preview
        </Heading>
        {busy && !empty ? (
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Loader2 className="h-3 w-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Updating...
          </span>
        ) : null}
      </div>
      {/* Grows and wraps rather than scrolling on its own, so no keyboard-unreachable scroll region
          appears; filling a fixed box, it scrolls and takes focus so the keyboard can scroll it. */}
      <div
        data-testid={`${name}-preview`}
        {...(fill ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelId } : {})}
        className={cn(
          'mt-1.5 min-w-0 flex-1 wrap-break-word rounded-md border border-border bg-background px-4 py-3',
          fill ? 'min-h-0 overflow-y-auto px-6 py-5' : 'min-h-60',
        )}
      >
        {empty ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : failure ? (
          <p className="text-sm text-destructive">{failure}</p>
        ) : html !== null ? (
          <ArticleBody html={html} />
        ) : null}
      </div>
    </section>
  )
}
