import type { ContentPreviewKind } from '~/content-types/definition.ts'
import { publicProfile } from '~/lib/profile.ts'
import type { SiteContext } from '~/lib/site-context.ts'
import { drawNetwork } from '~/services/network.server.ts'

/**
 * What each declared preview draws (components/admin/content/content-previews.tsx), read with the
 * admin page's list, so a save that reads the list again redraws the preview too.
 */
export const contentPreviewData: Record<ContentPreviewKind, (site: SiteContext) => Promise<unknown>> = {
  'network-graph': (site) =>
    drawNetwork(site.services, site.visitor.language, publicProfile(site.profile, site.visitor.language)),
}
