import { ProjectCard, ProjectCardSkeleton } from '~/components/projects/project-card.tsx'
import type { Project } from '~/lib/models.ts'
import { CardListSection } from './card-list-section.tsx'
import type { MaybeStreamed } from './streamed-list.tsx'

export function FeaturedProjectsSection({ projects }: { projects: MaybeStreamed<Project> }) {
  return (
    <CardListSection
      section="projects"
      muted
      items={projects}
      skeleton={<ProjectCardSkeleton />}
      testId="featured-projects"
      viewAllTo="/projects"
      renderCard={(project) => <ProjectCard project={project} />}
    />
  )
}
