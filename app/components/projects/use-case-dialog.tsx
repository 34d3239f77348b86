import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Dialog, DialogContent, DialogTrigger } from '~/components/ui/dialog.tsx'
import { ExternalLink, FileText, MonitorPlay, Send } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Project } from '~/lib/models.ts'
import { isInternalLink } from './use-case.ts'

/** A project's use case, technologies and links; opened as soon as it has loaded (the visitor asked). */
export default function UseCaseDialog({
  project,
  categoryLabel,
  trigger,
}: {
  project: Project
  categoryLabel: string
  trigger: ReactNode
}) {
  const { t } = useTranslation()
  const linkClasses = buttonClasses('outline', 'sm')
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={project.title} description={categoryLabel} className="max-w-2xl">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t('projects.card.useCase')}
        </h3>
        <p className="mt-2 whitespace-pre-line text-sm leading-relaxed">{project.description}</p>

        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t('projects.card.technologies')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {project.technologies.map((technology) => (
            <li key={technology}>
              <Badge variant="muted">{technology}</Badge>
            </li>
          ))}
        </ul>

        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {t('projects.card.links')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {project.liveUrl ? (
            <li>
              <NewTabLink href={project.liveUrl} className={linkClasses}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t('projects.card.visitSite')}
              </NewTabLink>
            </li>
          ) : null}
          <li>
            {project.demoUrl ? (
              <NewTabLink href={project.demoUrl} className={linkClasses}>
                <MonitorPlay className="h-4 w-4" aria-hidden="true" />
                {t('projects.card.liveDemo')}
              </NewTabLink>
            ) : (
              <Link to={`/demo-request/${project.slug}`} className={linkClasses}>
                <Send className="h-4 w-4" aria-hidden="true" />
                {t('projects.card.requestDemo')}
              </Link>
            )}
          </li>
          {project.caseStudyUrl ? (
            <li>
              {isInternalLink(project.caseStudyUrl) ? (
                <Link to={project.caseStudyUrl} className={linkClasses}>
                  <FileText className="h-4 w-4" aria-hidden="true" />
                  {t('projects.card.caseStudy')}
                </Link>
              ) : (
                <NewTabLink href={project.caseStudyUrl} className={linkClasses}>
                  <FileText className="h-4 w-4" aria-hidden="true" />
                  {t('projects.card.caseStudy')}
                </NewTabLink>
              )}
            </li>
          ) : null}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
