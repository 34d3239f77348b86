import { useEffect, useRef } from 'react'

/** A thin bar just under the fixed site header that fills as the page is read; decoration only. */
export function ScrollProgress() {
  const trackRef = useRef<HTMLDivElement>(null)
  const barRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const bar = barRef.current
      if (!bar) return
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      const progress = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0
      bar.style.transform = `scaleX(${progress})`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // Measured in the next frame, where the layout is fresh anyway: measuring here, during hydration,
    // would force the browser to lay out the whole page once more.
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // The page grows as sections further down are drawn for the first time.
    const pageObserver = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    pageObserver?.observe(document.body)

    // The header's height changes with the breakpoint; follow it rather than assume it.
    const header = document.querySelector('body header')
    const track = trackRef.current
    const placeBelowHeader = () => {
      if (header && track) track.style.top = `${header.getBoundingClientRect().bottom}px`
    }
    // The observer reports the header's first size after the next layout, then every change.
    const headerObserver =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(placeBelowHeader)
    if (!headerObserver) placeBelowHeader()
    if (header) headerObserver?.observe(header)

    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      headerObserver?.disconnect()
      pageObserver?.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <div ref={trackRef} aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-16 z-40 h-1">
      <div
        ref={barRef}
        data-testid="scroll-progress"
        className="h-full origin-left bg-gradient-to-r from-primary to-accent"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  )
}
