import { useEffect, useState } from 'react'

/**
 * Marks a booking button that is part of a page's content (the hero's, a section's, a closing call to
 * action), as opposed to the header's, the bottom bar's and the floating one.
 */
export const inPageBookingProps = { 'data-booking-link': '' } as const
const inPageBookingSelector = '[data-booking-link]'

/**
 * The fixed header above and the bottom bar's room below: a button under either is not one the
 * visitor can see.
 */
const visibleBand = '-64px 0px -72px 0px'

/**
 * True while one of the page's own booking buttons is on screen; undefined until the browser has
 * looked (on the server and before hydration), so nothing floats in over a button it then hides. The floating ones (the bottom bar and
 * the calendar button) give way then, so a phone never shows more than the page's own (decision 031).
 * The page's content changes under it (a navigation, a list streaming in, a part becoming live), so
 * the buttons are looked up again, at most once a frame, whenever the content changes.
 */
export function useInPageBookingInView(): boolean | undefined {
  const [inView, setInView] = useState<boolean>()
  useEffect(() => {
    const main = document.getElementById('main')
    if (!main || typeof IntersectionObserver === 'undefined') {
      setInView(false)
      return
    }
    const shown = new Set<Element>()
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) shown.add(entry.target)
          else shown.delete(entry.target)
        }
        setInView(shown.size > 0)
      },
      { rootMargin: visibleBand },
    )
    let observed = new Set<Element>()
    let frame = 0
    const lookUp = () => {
      frame = 0
      const current = new Set(main.querySelectorAll(inPageBookingSelector))
      for (const element of observed) {
        if (current.has(element)) continue
        intersections.unobserve(element)
        shown.delete(element)
      }
      for (const element of current) if (!observed.has(element)) intersections.observe(element)
      observed = current
      // Buttons newly observed are reported by the observer itself, in its first callback.
      if (shown.size > 0 || current.size === 0) setInView(shown.size > 0)
    }
    lookUp()
    const changes = new MutationObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(lookUp)
    })
    changes.observe(main, { childList: true, subtree: true })
    return () => {
      changes.disconnect()
      intersections.disconnect()
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return inView
}
