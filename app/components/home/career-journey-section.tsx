import { serverHtml } from '~/components/ui/server-html.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { CoreCompetencies } from './core-competencies.tsx'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'

const CareerTimeline = serverHtml('CareerTimeline', () =>
  import('./career-timeline.tsx').then((module) => module.CareerTimeline),
)

export function CareerJourneySection() {
  const { t } = useTranslation()
  return (
    <HomeSection id="experience" headingId="experience-heading" className="py-20">
      <div className={homeContainer}>
        <SectionHeading
          id="experience-heading"
          eyebrow={t('home.experience.eyebrow')}
          title={t('home.experience.heading')}
          intro={t('home.experience.intro')}
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <CareerTimeline />
          <div className="lg:sticky lg:top-24 lg:self-start">
            <CoreCompetencies />
          </div>
        </div>
      </div>
    </HomeSection>
  )
}
