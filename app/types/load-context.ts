import type { OwnerProfile } from '../../content/profile.ts'
import type { Config } from '../config.server.ts'
import type { Services } from '../services/runtime.server.ts'

declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    config: Config
    cspNonce: string
    profile: OwnerProfile
  }
}
