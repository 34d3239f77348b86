import { lazy, Suspense, useEffect, useState } from 'react'

const ScrollProgress = lazy(() =>
  import('./scroll-progress.tsx').then((module) => ({ default: module.ScrollProgress })),
)

/**
 * The reading-progress bar, from the first scroll on: at the top of the page it would show nothing, so
 * neither the server nor a visitor who does not scroll pays for it.
 */
export function ScrollProgressOnScroll() {
  const [scrolled, setScrolled] = useState(false)
  // A restored scroll position fires a scroll event too.
  useEffect(() => {
    const onScroll = () => setScrolled(true)
    window.addEventListener('scroll', onScroll, { passive: true, once: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!scrolled) return null
  return (
    <Suspense fallback={null}>
      <ScrollProgress />
    </Suspense>
  )
}
