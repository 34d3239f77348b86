import type { Config } from '../config.server.ts'
import type { Services } from '../services/runtime.server.ts'
import type { SiteProfile } from '../services/settings.server.ts'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    config: Config
    /** The client address under the `trust proxy` setting (what the sign-in limits count). */
    clientIp: string
    cspNonce: string
    profile: SiteProfile
  }
}
