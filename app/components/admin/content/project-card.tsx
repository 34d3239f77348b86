import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { ExternalLink } from '~/components/ui/icons.tsx'
import type { Project } from '~/lib/models.ts'
import { projectCategoryLabels } from '~/schemas/categories.ts'
import { CreatedDate } from './content-page.tsx'
import { DeleteButton, EditButton } from './item-buttons.tsx'

export function ProjectCard({
  project,
  deleting,
  onEdit,
  onDelete,
}: {
  project: Project
  deleting: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const titleId = `project-${project.id}-title`
  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="flex h-full flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold leading-snug text-card-foreground">
              {project.title}
            </h2>
            <p className="mt-1">
              <CreatedDate iso={project.createdAt} />
            </p>
          </div>
          {project.featured === 1 ? <Badge className="shrink-0">Featured</Badge> : null}
        </div>
        <div className="mt-3">
          <Badge variant="outline">{projectCategoryLabels[project.category] ?? project.category}</Badge>
        </div>
        <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{project.description}</p>
        <ul aria-label="Technologies" className="mt-3 flex flex-wrap gap-1.5">
          {project.technologies.map((technology) => (
            <li key={technology}>
              <Badge variant="muted">{technology}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {project.demoUrl ? (
            <a
              href={project.demoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              Demo<span className="sr-only"> of {project.title} (opens in a new tab)</span>
            </a>
          ) : null}
          <EditButton itemName={project.title} onClick={onEdit} />
          <DeleteButton
            itemName={project.title}
            confirmMessage="Are you sure you want to delete this project?"
            pending={deleting}
            onConfirm={onDelete}
          />
        </div>
      </Card>
    </article>
  )
}
