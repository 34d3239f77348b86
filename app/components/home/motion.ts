/** Spec §9: count-ups run for 2000 ms; skill bars start 200 ms apart (0 to 1000 ms). */
export const countUpDurationMs = 2000
export const skillBarStaggerMs = 200
export const skillBarDurationMs = 1000
/** Animations start once half of their element is on screen. */
export const revealThreshold = 0.5

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls a home section into view (smoothly unless the visitor asked for less motion) and moves focus there. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id)
  if (!section) return
  // Sections not drawn yet hold an estimated height: draw them all, so the jump lands on the section.
  document.documentElement.classList.add('render-all')
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  section.focus({ preventScroll: true })
}
