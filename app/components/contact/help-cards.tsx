import { Card } from '~/components/ui/card.tsx'
import { BrainCircuit, ClipboardList, Compass, ShieldCheck } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'

const helpAreas = [
  { key: 'strategy', icon: Compass },
  { key: 'compliance', icon: ShieldCheck },
  { key: 'ai', icon: BrainCircuit },
  { key: 'leadership', icon: ClipboardList },
] as const

/** How I Can Help: the four kinds of engagement. */
export function HelpCards() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="how-i-can-help">
      <div className="max-w-2xl">
        <h2 id="how-i-can-help" className="text-3xl font-bold tracking-tight text-foreground">
          {t('contact.help.heading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('contact.help.intro')}</p>
      </div>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {helpAreas.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full p-6">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-accent-soft text-accent-soft-foreground">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-card-foreground">
                {t(`contact.help.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`contact.help.${key}.text`)}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
