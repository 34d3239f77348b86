import type { ContentPreviewKind } from '~/content-types/definition.ts'
import type { SiteContext } from '~/lib/site-context.ts'
import { readNetwork } from '~/services/network.server.ts'

/**
 * What each declared preview draws (components/admin/content/content-previews.tsx), read with the
 * admin page's list, so a save that reads the list again redraws the preview too.
 */
export const contentPreviewData: Record<ContentPreviewKind, (site: SiteContext) => Promise<unknown>> = {
  'network-graph': (site) => readNetwork(site.services, site.visitor.language),
}
