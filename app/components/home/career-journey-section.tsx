import { serverHtml } from '~/components/ui/server-html.tsx'
import type { ShownCareerEntry, ShownSkill, ShownStat } from '~/lib/home-content.ts'
import { CoreCompetencies } from './core-competencies.tsx'
import { HeadedHomeSection } from './section-shell.tsx'

const CareerTimeline = serverHtml('CareerTimeline', () =>
  import('./career-timeline.tsx').then((module) => module.CareerTimeline),
)

export function CareerJourneySection({
  career,
  stats,
  skills,
}: {
  career: ShownCareerEntry[]
  stats: ShownStat[]
  skills: ShownSkill[]
}) {
  return (
    <HeadedHomeSection id="experience" className="section-y">
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CareerTimeline entries={career} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <CoreCompetencies stats={stats} skills={skills} />
        </div>
      </div>
    </HeadedHomeSection>
  )
}
