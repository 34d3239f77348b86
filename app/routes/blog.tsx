import { data, useNavigation } from 'react-router'
import { BlogCard } from '~/components/blog/blog-card.tsx'
import { blogCategoryFromParam, postSummaries } from '~/components/blog/visible-posts.ts'
import { NewsletterForm } from '~/components/newsletter/newsletter-form.tsx'
import { type NewsletterActionData, newsletterIntent } from '~/components/newsletter/subscribe.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { FileSearch } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { Pagination } from '~/components/ui/pagination.tsx'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { blogPostType } from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { unlocalizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formAction } from '~/lib/form-action.server.ts'
import { guardFieldsOf } from '~/lib/form-guard.ts'
import type { BlogPostSummary } from '~/lib/models.ts'
import { pageFromParam, pageParameter } from '~/lib/pagination.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { type BlogCategory, blogCategories } from '~/schemas/categories.ts'
import type { Route } from './+types/blog'

type Filter = BlogCategory | 'all'
const filters: Filter[] = ['all', ...blogCategories]

/** Spec §4: six placeholders while a list loads. */
const skeletonCount = 6

/** Four rows of three on a wide screen. */
export const blogPageSize = 12

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const search = new URL(request.url).searchParams
  const category = blogCategoryFromParam(search.get('category'))
  const page = pageFromParam(search.get(pageParameter))
  let posts: BlogPostSummary[] = []
  let pageCount = 1
  try {
    const found = await site.services.blogPosts.publishedPage({ category, page, perPage: blogPageSize })
    posts = postSummaries(localizeAll(blogPostType, found.items, site.visitor.language))
    pageCount = found.pageCount
  } catch (error) {
    // Spec §8: a failed list read falls back to the empty state.
    console.error('Failed to fetch blog posts', error)
  }
  if (page > pageCount) throw data('No such page of the blog', { status: 404 })
  return { category: (category ?? 'all') as Filter, posts, page, pageCount }
}

/** The newsletter form posts here when the browser runs no script (see NewsletterForm). */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const form = await request.formData()
  if (form.get('intent') !== newsletterIntent)
    return data<NewsletterActionData>({ form: 'newsletter', ok: false, refusal: { reason: 'failed' } }, 400)
  const values = { email: String(form.get('email') ?? '') }
  const result = await formAction(values, ['email'], () =>
    site.services.publicForms.subscribe({ ...values, ...guardFieldsOf(form) }, site.visitor),
  )
  return data<NewsletterActionData>({ form: 'newsletter', ...result.data }, result.init ?? undefined)
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'blog', {
    path: '/blog',
    breadcrumb: true,
    list: loaderData && {
      page: loaderData.page,
      pageCount: loaderData.pageCount,
      filters: { category: loaderData.category === 'all' ? undefined : loaderData.category },
    },
  })
}

function filterSearch(filter: Filter): string {
  return filter === 'all' ? '' : `?category=${encodeURIComponent(filter)}`
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const pending = navigation.state === 'loading' && unlocalizedPath(navigation.location.pathname) === '/blog'
  // While the next filter loads, mark it at once so the click is acknowledged.
  const selected: Filter = pending
    ? (blogCategoryFromParam(new URLSearchParams(navigation.location.search).get('category')) ?? 'all')
    : loaderData.category
  const { posts, category, page, pageCount } = loaderData

  return (
    <div className="site-container band-y">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('blog.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          {t('blog.heading')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('blog.intro')}</p>
      </header>

      <nav aria-label={t('blog.filters.label')} className="mt-10">
        <ul className="flex flex-wrap justify-center gap-2">
          {filters.map((filter) => {
            const active = filter === selected
            return (
              <li key={filter}>
                <Link
                  to={{ pathname: '/blog', search: filterSearch(filter) }}
                  preventScrollReset
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 items-center rounded-full border px-5 text-sm font-medium transition-colors',
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background text-foreground hover:border-primary hover:text-primary',
                  )}
                >
                  {filter === 'all' ? t('blog.filters.all') : t(`blog.categories.${filter}`)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <div className="mt-10">
        {pending ? (
          <PostGridSkeleton />
        ) : posts.length === 0 ? (
          <EmptyState filtered={category !== 'all'} />
        ) : (
          <ul
            aria-label={t('blog.listLabel')}
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 [--card-height:31rem] [&>li+li]:card-when-near"
          >
            {posts.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} headingLevel={2} imagePriority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {pending ? null : (
        <Pagination
          pathname="/blog"
          params={{ category: category === 'all' ? undefined : category }}
          page={page}
          pageCount={pageCount}
        />
      )}

      <div className="mt-16">
        <NewsletterForm variant="full" />
      </div>
    </div>
  )
}

function PostGridSkeleton() {
  const { t } = useTranslation()
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('blog.loading')}
      </p>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Card key={index} className="p-6" data-testid="post-skeleton">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-24 rounded-full" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="mt-5 h-6 w-11/12" />
            <Skeleton className="mt-2 h-6 w-2/3" />
            <Skeleton className="mt-4 h-4 w-28" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-3/4" />
            <Skeleton className="mt-6 h-5 w-24" />
          </Card>
        ))}
      </div>
    </div>
  )
}

function EmptyState({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation()
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center">
      <FileSearch className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold">{t('blog.empty.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('blog.empty.text')}</p>
      {filtered ? (
        <Link to="/blog" className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
          {t('blog.empty.showAll')}
        </Link>
      ) : null}
    </Card>
  )
}
