import { iconByName } from '~/components/ui/content-icon.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatStat, type ShownStat } from '~/lib/home-content.ts'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'

export function StatsSection({ stats }: { stats: ShownStat[] }) {
  const { t, i18n } = useTranslation()
  if (stats.length === 0) return null
  return (
    <HomeSection id="stats" headingId="stats-heading" className="section-y bg-muted/40">
      <div className={homeContainer}>
        <SectionHeading id="stats-heading" title={t('home.stats.heading')} />
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => {
            const Icon = iconByName[stat.icon]
            return (
              <div
                key={stat.id}
                data-testid="stat"
                className="flex flex-col items-center rounded-xl border border-border bg-card p-6 text-center shadow-sm"
              >
                <dt
                  lang={fallbackLang(stat, 'label')}
                  className="order-2 mt-1 text-sm font-medium text-muted-foreground sm:text-base"
                >
                  {stat.label}
                </dt>
                <dd className="order-1 flex flex-col items-center text-3xl font-bold text-primary sm:text-4xl">
                  <Icon className="mb-3 h-7 w-7 text-accent" aria-hidden="true" />
                  {formatStat(stat, stat.value, i18n.language)}
                </dd>
              </div>
            )
          })}
        </dl>
      </div>
    </HomeSection>
  )
}
