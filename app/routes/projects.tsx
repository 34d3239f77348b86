import { data, useNavigation } from 'react-router'
import { BookingCallToAction, PageHero } from '~/components/layout/page-intro.tsx'
import { ProjectCard, ProjectCardSkeleton } from '~/components/projects/project-card.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { FolderSearch, Send } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { Pagination } from '~/components/ui/pagination.tsx'
import { projectType } from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { unlocalizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { pageFromParam, pageParameter } from '~/lib/pagination.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { type ProjectCategory, projectCategories } from '~/schemas/categories.ts'
import type { Route } from './+types/projects'

/** Spec §4: six skeletons while a list loads. */
const skeletonCount = 6

type ProjectFilter = ProjectCategory | 'all'

const filters: readonly ProjectFilter[] = ['all', ...projectCategories]

function isProjectCategory(value: string | null): value is ProjectCategory {
  return value !== null && (projectCategories as readonly string[]).includes(value)
}

/** An unknown or missing category shows everything, so an old or mistyped link still lands somewhere useful. */
function categoryFromUrl(url: URL): ProjectFilter {
  const value = url.searchParams.get('category')
  return isProjectCategory(value) ? value : 'all'
}

function filterHref(filter: ProjectFilter): string {
  return filter === 'all' ? '/projects' : `/projects?category=${filter}`
}

/** Four rows of three on a wide screen. */
export const projectsPageSize = 12

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const url = new URL(request.url)
  const category = categoryFromUrl(url)
  const page = pageFromParam(url.searchParams.get(pageParameter))
  const found = await site.services.projects.page({
    category: category === 'all' ? undefined : category,
    page,
    perPage: projectsPageSize,
  })
  if (page > found.pageCount) throw data('No such page of projects', { status: 404 })
  const projects = localizeAll(projectType, found.items, site.visitor.language)
  return { category, projects, total: found.total, page, pageCount: found.pageCount }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'projects', {
    path: '/projects',
    breadcrumb: true,
    list: loaderData && {
      page: loaderData.page,
      pageCount: loaderData.pageCount,
      filters: { category: loaderData.category === 'all' ? undefined : loaderData.category },
    },
  })
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { category, projects, total, page, pageCount } = loaderData
  const navigation = useNavigation()
  const nextCategory =
    navigation.state === 'loading' && unlocalizedPath(navigation.location.pathname) === '/projects'
      ? categoryFromUrl(new URL(navigation.location.search, 'http://localhost'))
      : category
  const loading = nextCategory !== category

  return (
    <>
      <PageHero eyebrow={t('projects.eyebrow')} title={t('projects.heading')} intro={t('projects.intro')} />

      <section aria-labelledby="projects-filter-label" className="site-container band-y">
        <nav aria-labelledby="projects-filter-label">
          <h2 id="projects-filter-label" className="sr-only">
            {t('projects.filters.label')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter === nextCategory
              return (
                <li key={filter}>
                  <Link
                    to={filterHref(filter)}
                    preventScrollReset
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                      active
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-background text-foreground hover:bg-muted',
                    )}
                  >
                    {filter === 'all' ? t('projects.filters.all') : t(`projects.categories.${filter}`)}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
          {loading ? t('projects.loading') : t('projects.count', { count: total })}
        </p>

        <div className="mt-6" aria-busy={loading}>
          {loading ? (
            <ul
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="project-skeletons"
            >
              {Array.from({ length: skeletonCount }, (_, index) => (
                <li key={index}>
                  <ProjectCardSkeleton />
                </li>
              ))}
            </ul>
          ) : projects.length > 0 ? (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 [--card-height:35rem] [&>li+li]:card-when-near">
              {projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : (
            <Card className="mx-auto max-w-xl px-6 py-12 text-center">
              <FolderSearch className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
              <h2 className="mt-4 text-xl font-semibold text-card-foreground">{t('projects.empty.title')}</h2>
              <p className="mt-2 text-muted-foreground">{t('projects.empty.text')}</p>
              <Link to="/projects" preventScrollReset className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
                {t('projects.empty.showAll')}
              </Link>
            </Card>
          )}
        </div>
        {loading ? null : (
          <Pagination
            pathname="/projects"
            params={{ category: category === 'all' ? undefined : category }}
            page={page}
            pageCount={pageCount}
          />
        )}
      </section>

      <BookingCallToAction id="projects-cta-title" page="projects" className="pb-(--space-section)">
        <Link to="/demo-request" className={buttonClasses('outline', 'lg')}>
          <Send className="h-5 w-5" aria-hidden="true" />
          {t('projects.cta.requestDemo')}
        </Link>
      </BookingCallToAction>
    </>
  )
}
