import { useRootData } from '~/lib/root-data.ts'
import { InstallPrompt } from './install-prompt.tsx'
import { useServiceWorkerRegistration } from './service-worker.ts'

/**
 * The installable-app side of the public pages: registers the service worker and shows the install
 * card when the browser offers one. `raised` lifts the card above the sticky call-to-action bar.
 */
export function PwaSupport({ raised = false }: { raised?: boolean }) {
  const { profile } = useRootData()
  useServiceWorkerRegistration()
  return <InstallPrompt ownerName={profile.name} raised={raised} />
}
