import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { FileText, Info, MonitorPlay, Send } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { Tooltip } from '~/components/ui/tooltip.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { cardImageSizes, cardPicture } from '~/lib/images.ts'
import type { Project } from '~/lib/models.ts'
import { previewHeight, previewWidth, splitTechnologies, summarizeUseCase } from './use-case.ts'

export function ProjectCard({ project, headingLevel = 3 }: { project: Project; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `${project.slug}-title`
  const categoryLabel = t(`projects.categories.${project.category}`)
  const { shown, hiddenCount } = splitTechnologies(project.technologies)

  return (
    <article
      id={project.slug}
      aria-labelledby={titleId}
      className="h-full [&:target>div]:ring-2 [&:target>div]:ring-primary"
    >
      <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
        <div className="relative">
          <ProjectPreview project={project} />
          <Tooltip
            content={
              <p>
                <strong className="font-semibold">{t('projects.card.useCaseLabel')}</strong>{' '}
                {summarizeUseCase(project.description)}
              </p>
            }
          >
            <button
              type="button"
              aria-label={t('projects.card.useCaseSummaryFor', { title: project.title })}
              className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full border border-border bg-background/90 text-foreground shadow-sm backdrop-blur hover:bg-background"
            >
              <Info className="h-4 w-4" aria-hidden="true" />
            </button>
          </Tooltip>
        </div>

        <div className="flex flex-1 flex-col p-6">
          <div>
            <Badge>{categoryLabel}</Badge>
          </div>
          <Heading
            id={titleId}
            lang={fallbackLang(project, 'title')}
            className="mt-3 text-xl font-semibold leading-snug text-card-foreground"
          >
            {project.title}
          </Heading>
          <p
            lang={fallbackLang(project, 'description')}
            className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted-foreground"
          >
            {project.description}
          </p>

          <ul aria-label={t('projects.card.technologies')} className="mt-4 flex flex-wrap gap-2">
            {shown.map((technology) => (
              <li key={technology}>
                <Badge variant="muted">{technology}</Badge>
              </li>
            ))}
            {hiddenCount > 0 ? (
              <li>
                <Badge variant="outline">
                  <span aria-hidden="true">+{hiddenCount}</span>
                  <span className="sr-only">
                    {t('projects.card.moreTechnologies', { count: hiddenCount })}
                  </span>
                </Badge>
              </li>
            ) : null}
          </ul>

          <div className="mt-auto flex flex-wrap gap-3 pt-6">
            <DemoAction project={project} />
            <UseCaseDialog project={project} categoryLabel={categoryLabel} />
          </div>
        </div>
      </Card>
    </article>
  )
}

/** The admin's image when it loads; otherwise (none, or one that fails) the project's generated cover. */
function ProjectPreview({ project }: { project: Project }) {
  const imageClasses = 'aspect-video h-auto w-full bg-muted object-cover'
  const cover = project.cover ? (
    <ResponsiveImage
      src={project.cover.src}
      image={project.cover}
      alt=""
      sizes={cardImageSizes}
      className={imageClasses}
    />
  ) : (
    <div className="aspect-video w-full bg-muted" />
  )
  const picture = cardPicture(project)
  if (!picture || picture.image === project.cover) return cover
  return (
    <ResponsiveImage
      src={picture.src}
      image={picture.image}
      alt=""
      sizes={cardImageSizes}
      width={previewWidth}
      height={previewHeight}
      className={imageClasses}
      fallback={cover}
    />
  )
}

function DemoAction({ project }: { project: Project }) {
  const { t } = useTranslation()
  if (project.demoUrl) {
    return (
      <a
        href={project.demoUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('primary', 'sm')}
      >
        <MonitorPlay className="h-4 w-4" aria-hidden="true" />
        {t('projects.card.liveDemo')}
        <ProjectNameForScreenReaders title={project.title}>
          {' '}
          {t('common.opensInNewTab')}
        </ProjectNameForScreenReaders>
      </a>
    )
  }
  return (
    <Link to={`/demo-request/${project.slug}`} className={buttonClasses('primary', 'sm')}>
      <Send className="h-4 w-4" aria-hidden="true" />
      {t('projects.card.requestDemo')}
      <ProjectNameForScreenReaders title={project.title} />
    </Link>
  )
}

/** The project a card's button is about, after its label, for a screen reader listing the page's buttons. */
function ProjectNameForScreenReaders({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <span className="sr-only">
      {': '}
      {title}
      {children}
    </span>
  )
}

const UseCaseDialogBody = lazy(() => import('./use-case-dialog.tsx'))

function loadUseCaseDialog() {
  void import('./use-case-dialog.tsx')
}

/**
 * The use-case button; the dialog behind it (Radix, a few kB) is loaded when the visitor reaches for
 * it, not with the page.
 */
function UseCaseDialog({ project, categoryLabel }: { project: Project; categoryLabel: string }) {
  const { t } = useTranslation()
  const [wanted, setWanted] = useState(false)
  const button = (props: ComponentProps<typeof Button>) => (
    <Button variant="outline" size="sm" {...props}>
      <FileText className="h-4 w-4" aria-hidden="true" />
      {t('projects.card.useCase')}
      <ProjectNameForScreenReaders title={project.title} />
    </Button>
  )
  const placeholder = button({
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onPointerEnter: loadUseCaseDialog,
    onFocus: loadUseCaseDialog,
    onClick: () => setWanted(true),
  })
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <UseCaseDialogBody project={project} categoryLabel={categoryLabel} trigger={button({})} />
    </Suspense>
  )
}

/** Holds a card's place while a list loads, with the same outline as the card. */
export function ProjectCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('flex h-full flex-col overflow-hidden', className)}>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <div className="mt-auto flex gap-3 pt-4">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-24" />
        </div>
      </div>
    </Card>
  )
}
