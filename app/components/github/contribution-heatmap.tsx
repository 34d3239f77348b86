import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatCalendarDate, formatMonthYear, formatShortMonth } from '~/lib/dates.ts'
import type { ContributionDay } from '~/services/github.server.ts'

export const heatmapColumns = 53

/** Spec §9: 0, 1-2, 3-4, 5-6 and 7+ contributions. */
export function intensityLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0
  if (count <= 2) return 1
  if (count <= 4) return 2
  if (count <= 6) return 3
  return 4
}

export const intensityLevels = [0, 1, 2, 3, 4] as const

export const levelClasses: Record<(typeof intensityLevels)[number], string> = {
  0: 'bg-muted ring-1 ring-inset ring-border',
  1: 'bg-accent/30',
  2: 'bg-accent/55',
  3: 'bg-accent/80',
  4: 'bg-accent',
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`)

/**
 * The year of days as 7 rows (Sunday to Saturday) by 53 week columns. The grid is drawn for sighted
 * visitors; screen readers get the total and a table of monthly totals instead.
 */
export function ContributionHeatmap({ days, lang }: { days: ContributionDay[]; lang: string }) {
  const { t } = useTranslation()
  const first = days[0]
  const offset = first ? utcDate(first.date).getUTCDay() : 0
  const total = days.reduce((sum, day) => sum + day.count, 0)

  const months: { key: string; label: string; column: number; total: number }[] = []
  days.forEach((day, index) => {
    const key = day.date.slice(0, 7)
    const current = months.at(-1)
    if (current?.key === key) {
      current.total += day.count
      return
    }
    const date = utcDate(day.date)
    months.push({
      key,
      label: formatMonthYear(date, lang),
      column: Math.floor((index + offset) / 7),
      total: day.count,
    })
  })

  return (
    <div>
      <div aria-hidden="true" className="w-full">
        <div
          className="mb-1 hidden text-[10px] leading-none text-muted-foreground sm:grid"
          style={{ gridTemplateColumns: `repeat(${heatmapColumns}, minmax(0, 1fr))` }}
        >
          {months.map((month, index) =>
            // A month that starts in the last columns has no room for its label.
            index === 0 || month.column > heatmapColumns - 3 ? null : (
              <span
                key={month.key}
                style={{ gridColumnStart: month.column + 1 }}
                className="whitespace-nowrap"
              >
                {formatShortMonth(utcDate(`${month.key}-01`), lang)}
              </span>
            ),
          )}
        </div>
        <div
          data-heatmap=""
          className="grid grid-flow-col gap-px sm:gap-[3px]"
          style={{
            gridTemplateColumns: `repeat(${heatmapColumns}, minmax(0, 1fr))`,
            gridTemplateRows: 'repeat(7, auto)',
          }}
        >
          {days.map((day, index) => {
            const level = intensityLevel(day.count)
            return (
              <span
                key={day.date}
                data-date={day.date}
                data-count={day.count}
                data-level={level}
                title={t('githubActivity.cell', {
                  count: day.count,
                  date: formatCalendarDate(utcDate(day.date), lang, 'medium'),
                })}
                style={index === 0 ? { gridRowStart: offset + 1 } : undefined}
                className={cn('aspect-square w-full rounded-[2px]', levelClasses[level])}
              />
            )
          })}
        </div>
      </div>
      <div className="sr-only">
        <p>{t('githubActivity.summary', { count: total })}</p>
        <table>
          <caption>{t('githubActivity.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('githubActivity.table.month')}</th>
              <th scope="col">{t('githubActivity.table.contributions')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.key}>
                <th scope="row">{month.label}</th>
                <td>{month.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

export function HeatmapLegend() {
  const { t } = useTranslation()
  const description = [
    t('githubActivity.legend.label'),
    ...intensityLevels.map((level) => t(`githubActivity.legend.level${level}`)),
  ].join(', ')
  return (
    <div
      role="img"
      aria-label={description}
      className="flex items-center gap-1.5 text-xs text-muted-foreground"
    >
      <span>{t('githubActivity.legend.less')}</span>
      {intensityLevels.map((level) => (
        <span
          key={level}
          title={t(`githubActivity.legend.level${level}`)}
          className={cn('h-3 w-3 rounded-[2px]', levelClasses[level])}
        />
      ))}
      <span>{t('githubActivity.legend.more')}</span>
    </div>
  )
}
