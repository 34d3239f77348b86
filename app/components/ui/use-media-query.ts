import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether the screen matches a media query, kept up to date as it changes. The server, which has no
 * screen, answers `serverValue`, so a part that depends on it renders only after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
