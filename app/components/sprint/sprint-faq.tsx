import { ChevronDown } from '~/components/ui/icons.tsx'
import { fallbackLang } from '~/content-types/translations.ts'

/** A question and its answer in the page's language; `fallbacks` names what is still in English. */
export type FaqItem = { question: string; answer: string; fallbacks?: readonly string[] }

/**
 * The FAQ as the browser's own disclosure widgets, one answer open at a time (`details` sharing a
 * name): keyboard, screen readers and find-in-page work without any script, and hydrating it costs
 * nothing. A script accordion measured every answer while the page hydrated, one forced layout each.
 */
export function SprintFaq({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card">
      {items.map((item) => (
        <details key={item.question} name="sprint-faq" className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium text-card-foreground hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
            <span lang={fallbackLang(item, 'question')}>{item.question}</span>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground" lang={fallbackLang(item, 'answer')}>
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  )
}
