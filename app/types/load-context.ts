import type { Config } from '../config.server.ts'
import type { Services } from '../services/runtime.server.ts'
import type { SiteProfile } from '../services/settings.server.ts'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    config: Config
    cspNonce: string
    profile: SiteProfile
  }
}
