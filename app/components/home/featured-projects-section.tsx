import { Link } from 'react-router'
import { ProjectCard, ProjectCardSkeleton } from '~/components/projects/project-card.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Project } from '~/lib/models.ts'
import { HomeSection, homeContainer, SectionHeading } from './section-shell.tsx'
import { homeGridClasses, type MaybeStreamed, StreamedList } from './streamed-list.tsx'

export function FeaturedProjectsSection({ projects }: { projects: MaybeStreamed<Project> }) {
  const { t } = useTranslation()
  return (
    <HomeSection id="projects" headingId="projects-heading" className="bg-muted/40 py-20">
      <div className={homeContainer}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="projects-heading"
            eyebrow={t('home.projects.eyebrow')}
            title={t('home.projects.heading')}
            intro={t('home.projects.intro')}
          />
          <Link to="/projects" className={buttonClasses('outline', 'md')}>
            {t('home.projects.viewAll')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-12">
          <StreamedList items={projects} skeleton={<ProjectCardSkeleton />} empty={t('home.projects.empty')}>
            {(featured) => (
              <ul className={homeGridClasses} data-testid="featured-projects">
                {featured.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} />
                  </li>
                ))}
              </ul>
            )}
          </StreamedList>
        </div>
      </div>
    </HomeSection>
  )
}
