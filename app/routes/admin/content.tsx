import {
  type ContentActionResult,
  contentShouldRevalidate,
} from '~/components/admin/content/action-result.ts'
import type { ListedItem } from '~/components/admin/content/content-card.tsx'
import { ContentManager } from '~/components/admin/content/content-manager.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { contentTypeAt } from '~/content-types/index.ts'
import { retryAfterHeaders, settleAdminAction } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import type { Route } from './+types/content'
import { runContentAction } from './content-action.server.ts'
import { contentPreviewData } from './content-previews.server.ts'

/** The admin page of every content type, at `/admin/<its path>`. */
export function meta({ params }: Route.MetaArgs) {
  return adminMeta(contentTypeAt(params.contentType).admin.title)
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const type = contentTypeAt(params.contentType)
  const { preview } = type.admin
  const [items, previewData] = await Promise.all([
    contentServiceOf(site.services, type).listAll(),
    preview ? contentPreviewData[preview](site) : undefined,
  ])
  return { items: items as ListedItem[], preview: previewData }
}

export const headers = retryAfterHeaders

export async function action({ request, context, params }: Route.ActionArgs) {
  return runContentAction(request, context.get(siteContext), contentTypeAt(params.contentType))
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return settleAdminAction(serverAction as () => Promise<ContentActionResult>)
}

export const shouldRevalidate = contentShouldRevalidate

export default function AdminContentPage({ loaderData, params }: Route.ComponentProps) {
  const type = contentTypeAt(params.contentType)
  return (
    <ContentManager key={type.key} type={type} items={loaderData.items} previewData={loaderData.preview} />
  )
}
