import { useEffect } from 'react'

export const serviceWorkerUrl = '/sw.js'

/**
 * Registers /sw.js once the page has loaded (spec §7: the outcome is only logged). Skipped in
 * development, where no service worker is built and cached pages would hide code changes.
 */
export function useServiceWorkerRegistration() {
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker
        // updateViaCache 'none': the browser always asks the server for a newer sw.js.
        .register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' })
        .then((registration) => console.info(`Service worker registered with scope ${registration.scope}`))
        .catch((error: unknown) => console.info('Service worker registration failed:', error))
    }
    // When the browser is idle: registering starts the worker, which is no part of showing the page.
    const registerWhenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(register)
      else setTimeout(register)
    }
    if (document.readyState === 'complete') {
      registerWhenIdle()
      return
    }
    window.addEventListener('load', registerWhenIdle, { once: true })
    return () => window.removeEventListener('load', registerWhenIdle)
  }, [])
}
