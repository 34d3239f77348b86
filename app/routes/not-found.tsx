import { data, isRouteErrorResponse } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { postSummaries } from '~/components/blog/visible-posts.ts'
import {
  isNotFoundData,
  type NotFoundData,
  NotFoundLatestPosts,
} from '~/components/layout/not-found-latest-posts.tsx'
import { NotFoundPage } from '~/components/layout/not-found-page.tsx'
import { blogPostType } from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/not-found'

/** The newest articles the page offers as a way on. */
const latestPostCount = 3

/** Every path no page has: a 404 that carries the newest posts in the visitor's language. */
export async function loader({ context }: Route.LoaderArgs): Promise<never> {
  const site = context.get(siteContext)
  const posts = await site.services.blogPosts.latestPublished(latestPostCount)
  const body: NotFoundData = {
    latestPosts: postSummaries(localizeAll(blogPostType, posts, site.visitor.language)),
  }
  throw data(body, { status: 404 })
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('notFound.title'),
    description: t('seo.notFound.description'),
    noindex: true,
  })
}

export default function NotFound() {
  return <NotFoundPage />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const latestPosts = isRouteErrorResponse(error) && isNotFoundData(error.data) ? error.data.latestPosts : []
  return <NotFoundPage latest={<NotFoundLatestPosts posts={latestPosts} />} />
}
