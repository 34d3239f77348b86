import { Card } from '~/components/ui/card.tsx'
import { iconByName } from '~/components/ui/content-icon.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { ShownHelpCard } from '~/lib/home-content.ts'

/** How I Can Help: the kinds of engagement, as the owner wrote them. */
export function HelpCards({ cards }: { cards: ShownHelpCard[] }) {
  const { t } = useTranslation()
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="how-i-can-help">
      <div className="max-w-2xl">
        <h2 id="how-i-can-help" className="text-3xl font-bold tracking-tight text-foreground">
          {t('contact.help.heading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('contact.help.intro')}</p>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const Icon = iconByName[card.icon]
          return (
            <li key={card.id}>
              <Card className="h-full p-6">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-accent-soft text-accent-soft-foreground">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3
                  lang={fallbackLang(card, 'title')}
                  className="mt-4 text-lg font-semibold text-card-foreground"
                >
                  {card.title}
                </h3>
                <p
                  lang={fallbackLang(card, 'text')}
                  className="mt-2 text-sm leading-relaxed text-muted-foreground"
                >
                  {card.text}
                </p>
              </Card>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
