import { createContext } from 'react-router'
import type { Config } from '~/config.server.ts'
import type { Services } from '~/services/runtime.server.ts'
import type { SiteProfile } from '~/services/settings.server.ts'

/** What the server hands every page's loaders and actions for one request (server/app.ts). */
export type SiteContext = {
  services: Services
  config: Config
  /** The client address under the `trust proxy` setting (what the sign-in limits count). */
  clientIp: string
  cspNonce: string
  profile: SiteProfile
}

/** Read in a loader or action as `context.get(siteContext)`. */
export const siteContext = createContext<SiteContext>()
