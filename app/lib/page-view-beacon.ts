import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Counts a page view for the first page and for each client-side navigation: the address and the page
 * before it, sent with navigator.sendBeacon to /api/event. Nothing is stored in the browser (no cookie,
 * no storage); the server decides whether the view is counted (docs/decisions/036).
 */
export function usePageViewBeacon(): void {
  const { pathname, search } = useLocation()
  const lastSent = useRef<string | undefined>(undefined)
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin).href
    // StrictMode runs an effect twice in development; the same address twice in a row is one view.
    if (lastSent.current === url) return
    const referrer = lastSent.current ?? document.referrer
    lastSent.current = url
    const body = JSON.stringify(referrer ? { url, referrer } : { url })
    // Every browser the site supports has sendBeacon; a blocked beacon (an extension) costs the visitor nothing.
    try {
      navigator.sendBeacon?.('/api/event', body)
    } catch {}
  }, [pathname, search])
}
