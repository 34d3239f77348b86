import { createContext } from 'react-router'
import type { Config } from '~/config.server.ts'
import type { Visitor } from '~/services/public-forms.server.ts'
import type { Services } from '~/services/runtime.server.ts'
import type { SiteProfile } from '~/services/settings.server.ts'

/** What the server hands every page's loaders and actions for one request (server/app.ts). */
export type SiteContext = {
  services: Services
  config: Config
  /** The sender: the address under the `trust proxy` setting (what the limits count), their language. */
  visitor: Visitor
  cspNonce: string
  profile: SiteProfile
}

/** Read in a loader or action as `context.get(siteContext)`. */
export const siteContext = createContext<SiteContext>()
