import {
  BadgeDollarSign,
  Building2,
  CalendarRange,
  FolderKanban,
  type LucideIcon,
} from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatStat, type StatKey, stats } from '../../../content/stats.ts'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'

const statIcons: Record<StatKey, LucideIcon> = {
  activeProjects: FolderKanban,
  budgetManaged: BadgeDollarSign,
  organizations: Building2,
  yearsExperience: CalendarRange,
}

export function StatsSection() {
  const { t } = useTranslation()
  return (
    <HomeSection id="stats" headingId="stats-heading" className="bg-muted/40 py-20">
      <div className={homeContainer}>
        <SectionHeading id="stats-heading" title={t('home.stats.heading')} />
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => {
            const Icon = statIcons[stat.key]
            return (
              <div
                key={stat.key}
                data-testid={`stat-${stat.key}`}
                className="flex flex-col items-center rounded-xl border border-border bg-card p-6 text-center shadow-sm"
              >
                <dt className="order-2 mt-1 text-sm font-medium text-muted-foreground sm:text-base">
                  {t(`home.stats.${stat.key}`)}
                </dt>
                <dd className="order-1 flex flex-col items-center text-3xl font-bold text-primary sm:text-4xl">
                  <Icon className="mb-3 h-7 w-7 text-accent" aria-hidden="true" />
                  {formatStat(stat, stat.value)}
                </dd>
              </div>
            )
          })}
        </dl>
      </div>
    </HomeSection>
  )
}
