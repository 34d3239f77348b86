import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useRootData } from '~/lib/root-data.ts'
import { pendingInstallPrompt, subscribeToInstallPrompt } from './install-prompt-event.ts'
import { afterLoadWhenIdle, useServiceWorkerRegistration } from './service-worker.ts'
import { linkWebManifest } from './web-manifest.ts'

// The card's code loads when the browser first offers installation (Chromium, not on every visit).
const InstallPrompt = lazy(() =>
  import('./install-prompt.tsx').then((module) => ({ default: module.InstallPrompt })),
)

/**
 * The installable-app side of the public pages: links the web manifest, registers the service worker
 * and shows the install card when the browser offers one. `raised` lifts the card above the sticky call-to-action bar.
 */
export function PwaSupport({ raised = false }: { raised?: boolean }) {
  const { profile } = useRootData()
  // With the worker: the manifest makes the browser offer installation, whose card is no part of the first view.
  useEffect(() => afterLoadWhenIdle(() => linkWebManifest(document)), [])
  useServiceWorkerRegistration()
  const offer = useSyncExternalStore(subscribeToInstallPrompt, pendingInstallPrompt, () => null)
  // Once offered, the card stays mounted: it remembers its own answers for the rest of the page's life.
  const [offered, setOffered] = useState(false)
  if (offer && !offered) setOffered(true)
  if (!offered && !offer) return null
  return (
    <Suspense fallback={null}>
      <InstallPrompt ownerName={profile.name} raised={raised} />
    </Suspense>
  )
}
