import { useEffect } from 'react'

export const serviceWorkerUrl = '/sw.js'

/**
 * Registers /sw.js once the page has loaded (spec §7: the outcome is only logged). Skipped in
 * development, where no service worker is built and cached pages would hide code changes.
 */
export function useServiceWorkerRegistration() {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    return afterLoadWhenIdle(() => {
      navigator.serviceWorker
        // updateViaCache 'none': the browser always asks the server for a newer sw.js.
        .register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' })
        .then((registration) => console.info(`Service worker registered with scope ${registration.scope}`))
        .catch((error: unknown) => console.info('Service worker registration failed:', error))
    })
  }, [])
}

/**
 * Runs `task` once the page has loaded and the browser is idle: for what is no part of showing the
 * page (starting the worker, offering installation). Returns what cancels it before then.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) task()
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run)
    else setTimeout(run)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
  }
}
