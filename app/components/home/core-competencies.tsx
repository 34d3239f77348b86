import { useEffect, useState } from 'react'
import { Card } from '~/components/ui/card.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatStat, type ShownSkill, type ShownStat } from '~/lib/home-content.ts'
import { countUpDurationMs, skillBarDurationMs, skillBarStaggerMs } from './motion.ts'
import { useReveal } from './use-reveal.ts'

export function CoreCompetencies({ stats, skills }: { stats: ShownStat[]; skills: ShownSkill[] }) {
  const { t } = useTranslation()
  const countUps = stats.filter((stat) => stat.countsUp)
  return (
    <Card className="p-6 sm:p-8">
      <h3 id="competencies-heading" className="text-2xl font-bold text-card-foreground">
        {t('home.competencies.heading')}
      </h3>
      <p className="mt-2 text-muted-foreground">{t('home.competencies.intro')}</p>
      {countUps.length > 0 ? (
        <dl className="mt-6 grid grid-cols-2 gap-4">
          {countUps.map((stat) => (
            <CountUpStat key={stat.id} stat={stat} />
          ))}
        </dl>
      ) : null}
      {skills.length > 0 ? <SkillBars skills={skills} /> : null}
    </Card>
  )
}

/** The figure counts up from zero once visible; assistive technology and the server HTML get the final value. */
function CountUpStat({ stat }: { stat: ShownStat }) {
  const { i18n } = useTranslation()
  const labelField = stat.countUpLabel ? 'countUpLabel' : 'label'
  const [ref, phase] = useReveal<HTMLDivElement>()
  const [shown, setShown] = useState(stat.value)

  useEffect(() => {
    if (phase !== 'playing') {
      setShown(phase === 'final' ? stat.value : 0)
      return
    }
    let frame = 0
    const start = performance.now()
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / countUpDurationMs)
      const eased = 1 - (1 - progress) ** 3
      setShown(Math.round(stat.value * eased))
      if (progress < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [phase, stat.value])

  return (
    <div ref={ref} className="flex flex-col-reverse rounded-lg bg-primary-soft px-2 py-4 text-center">
      <dt
        lang={fallbackLang(stat, labelField)}
        className="mt-1 text-sm font-medium text-primary-soft-foreground"
      >
        {stat[labelField]}
      </dt>
      <dd className="text-3xl font-bold tabular-nums text-primary-soft-foreground sm:text-4xl lg:text-3xl xl:text-4xl">
        <span aria-hidden="true" data-testid="count-up">
          {formatStat(stat, shown, i18n.language)}
        </span>
        <span className="sr-only">{formatStat(stat, stat.value, i18n.language)}</span>
      </dd>
    </div>
  )
}

function SkillBars({ skills }: { skills: ShownSkill[] }) {
  const { t } = useTranslation()
  const [ref, phase] = useReveal<HTMLUListElement>()
  return (
    <ul ref={ref} aria-label={t('home.competencies.skillsLabel')} className="mt-8 space-y-5">
      {skills.map((skill, index) => {
        const filled = phase === 'waiting' ? 0 : skill.level / 100
        return (
          <li key={skill.id} data-testid="skill">
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span lang={fallbackLang(skill, 'name')} className="font-medium text-card-foreground">
                {skill.name}
              </span>
              <span className="font-semibold tabular-nums text-muted-foreground">{`${skill.level}%`}</span>
            </div>
            <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
              <div
                className="h-full origin-left rounded-full bg-gradient-to-r from-primary to-accent"
                style={{
                  transform: `scaleX(${filled})`,
                  transition:
                    phase === 'playing'
                      ? `transform ${skillBarDurationMs}ms ease-out ${index * skillBarStaggerMs}ms`
                      : 'none',
                }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
