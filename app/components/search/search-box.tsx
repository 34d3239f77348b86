import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { Badge } from '~/components/ui/badge.tsx'
import { FileText, FolderKanban, Loader2, Search } from '~/components/ui/icons.tsx'
import { usePageLanguage } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import type { Language } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { SearchResult } from '~/lib/models.ts'

/** Spec §9: the query settles for 300 ms before a search, and must be longer than 1 character. */
export const searchDebounceMs = 300
export const searchMinLength = 2

type Status = 'idle' | 'loading' | 'done' | 'error'

async function fetchResults(query: string, language: Language, signal: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(`/api/search?q=${encodeURIComponent(query)}&lang=${language}`, {
    signal,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  return (await response.json()) as SearchResult[]
}

/**
 * The site search as an ARIA combobox: the input keeps focus while ArrowDown/ArrowUp move through the
 * listbox, Enter opens the active result and Escape closes the list.
 */
export function SearchBox({
  variant = 'popover',
  onNavigate,
  className,
}: {
  /** popover floats under the input (navigation bar); inline pushes the content below down (mobile menu). */
  variant?: 'popover' | 'inline'
  /** Replaces the immediate navigation, e.g. so the mobile menu can close first. */
  onNavigate?: (url: string) => void
  className?: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const language = usePageLanguage()
  const id = useId()
  const inputId = `${id}search`
  const listboxId = `${id}results`
  const optionId = (index: number) => `${id}result-${index}`
  const containerRef = useRef<HTMLDivElement>(null)

  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<SearchResult[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed.length < searchMinLength) {
      setQuery('')
      return
    }
    const timer = window.setTimeout(() => setQuery(trimmed), searchDebounceMs)
    return () => window.clearTimeout(timer)
  }, [text])

  // Each new query aborts the previous request, so a slow answer never overwrites a newer one.
  useEffect(() => {
    setActiveIndex(-1)
    if (!query) {
      // The same empty list, so the first run (on hydration) renders nothing again.
      setResults((current) => (current.length === 0 ? current : []))
      setStatus('idle')
      setOpen(false)
      return
    }
    const controller = new AbortController()
    setStatus('loading')
    setOpen(true)
    fetchResults(query, language, controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return
        setResults(found)
        setStatus('done')
      })
      .catch(() => {
        if (controller.signal.aborted) return
        setResults([])
        setStatus('error')
      })
    return () => controller.abort()
  }, [query, language])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePress)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress)
  }, [open])

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}result-${activeIndex}`)?.scrollIntoView({ block: 'nearest' })
  }, [activeIndex, id])

  const showList = open && status === 'done' && results.length > 0

  function choose(result: SearchResult) {
    setOpen(false)
    setText('')
    setQuery('')
    setResults([])
    setActiveIndex(-1)
    if (onNavigate) onNavigate(result.url)
    else navigate(result.url)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (status !== 'done' || count === 0) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        if (!open) {
          setOpen(true)
          setActiveIndex(down ? 0 : count - 1)
          return
        }
        setActiveIndex((index) => {
          if (down) return index + 1 >= count ? 0 : index + 1
          return index <= 0 ? count - 1 : index - 1
        })
        return
      }
      case 'Enter': {
        if (!showList) return
        event.preventDefault()
        const chosen = results[Math.max(activeIndex, 0)]
        if (chosen) choose(chosen)
        return
      }
      case 'Escape':
        if (!open) return
        // Marked as handled so that an enclosing menu does not close on the same key press.
        event.preventDefault()
        setOpen(false)
        setActiveIndex(-1)
        return
      case 'Tab':
        setOpen(false)
        return
    }
  }

  const announcement =
    status === 'loading'
      ? t('search.searching')
      : status === 'error'
        ? t('search.error')
        : status === 'done'
          ? results.length > 0
            ? t('search.resultCount', { count: results.length })
            : t('search.noResults', { query })
          : ''

  return (
    <search ref={containerRef} className={cn('relative block', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-[1.125rem] h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (query) setOpen(true)
        }}
        className="h-9 w-full rounded-md border border-border bg-background pl-9 pr-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-primary"
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keeps focus in the input while a result is clicked, so the combobox stays in charge */}
      <div
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className={cn(
          'overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-xl',
          variant === 'popover'
            ? 'absolute right-0 top-full z-50 mt-2 w-[28rem] max-w-[calc(100vw-2rem)]'
            : 'mt-2 w-full',
        )}
      >
        {status === 'loading' ? (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('search.searching')}
          </p>
        ) : null}
        {status === 'done' && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted-foreground">{t('search.noResults', { query })}</p>
        ) : null}
        {status === 'error' ? (
          <p className="px-4 py-3 text-sm text-destructive">{t('search.error')}</p>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('search.results')}
          hidden={!showList}
          className={cn(
            'overflow-y-auto p-1',
            variant === 'popover' ? 'max-h-[min(70vh,30rem)]' : 'max-h-80',
          )}
        >
          {results.map((result, index) => (
            <SearchOption
              key={`${result.type}-${result.id}`}
              id={optionId(index)}
              result={result}
              active={index === activeIndex}
              onChoose={() => choose(result)}
              onHover={() => setActiveIndex(index)}
            />
          ))}
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {open ? announcement : ''}
      </p>
    </search>
  )
}

function SearchOption({
  id,
  result,
  active,
  onChoose,
  onHover,
}: {
  id: string
  result: SearchResult
  active: boolean
  onChoose: () => void
  onHover: () => void
}) {
  const { t } = useTranslation()
  const Icon = result.type === 'blog' ? FileText : FolderKanban
  return (
    // Keyboard use goes through the combobox input (aria-activedescendant), as the ARIA pattern asks,
    // so the option itself takes no focus and no keys.
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={cn(
        'flex cursor-pointer gap-3 rounded-md px-3 py-2.5',
        active ? 'bg-muted outline-2 outline-offset-[-2px] outline-ring' : 'hover:bg-muted',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-md',
          result.type === 'blog'
            ? 'bg-accent-soft text-accent-soft-foreground'
            : 'bg-primary-soft text-primary-soft-foreground',
        )}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          lang={fallbackLang(result, 'title')}
          className="block truncate text-sm font-semibold text-foreground"
        >
          {result.title}
        </span>
        <span
          lang={fallbackLang(result, 'excerpt')}
          className="mt-0.5 line-clamp-2 text-xs text-muted-foreground"
        >
          {result.excerpt}
        </span>
        <span className="mt-1.5 flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="font-medium">
            {t(`${result.type === 'blog' ? 'blog' : 'projects'}.categories.${result.category}`, {
              defaultValue: result.category,
            })}
          </Badge>
          <span className="text-xs font-medium text-muted-foreground">
            {t(`search.types.${result.type}`)}
          </span>
        </span>
      </span>
    </div>
  )
}
