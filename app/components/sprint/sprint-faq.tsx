import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from '~/components/ui/icons.tsx'
import { fallbackLang } from '~/content-types/translations.ts'

/** A question and its answer in the page's language; `fallbacks` names what is still in English. */
export type FaqItem = { question: string; answer: string; fallbacks?: readonly string[] }

/** The FAQ as an accordion, one answer open at a time; closed answers stay in the page, hidden. */
export function SprintFaq({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-border rounded-xl border border-border bg-card"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-card-foreground hover:bg-muted/60">
              <span lang={fallbackLang(item, 'question')}>{item.question}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="px-5 pb-5 text-muted-foreground data-[state=closed]:hidden"
            lang={fallbackLang(item, 'answer')}
          >
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
