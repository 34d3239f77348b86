import { lazy, Suspense } from 'react'
import { useMediaQuery } from '~/components/ui/use-media-query.ts'

/** The section indicator shows from the lg breakpoint on (Tailwind's 1024 px). */
const wideScreen = '(min-width: 1024px)'

const SectionIndicator = lazy(() =>
  import('./section-indicator.tsx').then((module) => ({ default: module.SectionIndicator })),
)

/**
 * The section dots, on wide screens only: they are buttons that need JavaScript, so the server does not
 * render them, and a phone, which never shows them, never loads their code.
 */
export function SectionIndicatorOnWideScreens() {
  const wide = useMediaQuery(wideScreen)
  if (!wide) return null
  return (
    <Suspense fallback={null}>
      <SectionIndicator />
    </Suspense>
  )
}
