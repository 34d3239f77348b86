import { useEffect, useRef } from 'react'

/** Calls `handle` once for each new answer a fetcher brings back, after it has settled. */
export function useFetcherResult<Result>(
  fetcher: { state: string; data: Result | undefined },
  handle: (result: Result) => void,
) {
  const handled = useRef<Result | undefined>(undefined)
  const latestHandle = useRef(handle)
  useEffect(() => {
    latestHandle.current = handle
  })
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || result === undefined || handled.current === result) return
    handled.current = result
    latestHandle.current(result)
  }, [fetcher.state, fetcher.data])
}
