import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root.tsx'

export type RootData = Awaited<ReturnType<typeof rootLoader>>

/** The root loader's data (language, theme, owner profile, site origin), available on every page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (!data) throw new Error('useRootData must be used below the root route')
  return data
}

/** Reads the root loader's data inside a route's meta function. */
export function rootDataFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined
}
