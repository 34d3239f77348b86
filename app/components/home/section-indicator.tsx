import { useEffect, useState } from 'react'
import { serverHtmlLiveEvent } from '~/components/ui/server-html.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { scrollToSection } from './motion.ts'

export const indicatorSections = ['hero', 'services', 'projects', 'experience', 'blog', 'networking'] as const
export type IndicatorSection = (typeof indicatorSections)[number]

/** Spec §2: a section counts as current while it crosses the band from 20% to 40% of the viewport height. */
export const sectionObserverMargin = '-20% 0px -60% 0px'

function useCurrentSection(): IndicatorSection {
  const [current, setCurrent] = useState<IndicatorSection>('hero')

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const inBand = new Set<IndicatorSection>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as IndicatorSection
          if (entry.isIntersecting) inBand.add(id)
          else inBand.delete(id)
        }
        // The band can hold the tail of one section and the start of the next: the later one is being read.
        const reading = indicatorSections.findLast((id) => inBand.has(id))
        if (reading) setCurrent(reading)
      },
      { rootMargin: sectionObserverMargin },
    )
    const observeSections = () => {
      observer.disconnect()
      inBand.clear()
      for (const id of indicatorSections) {
        const section = document.getElementById(id)
        if (section) observer.observe(section)
      }
    }
    observeSections()
    // A section kept as server HTML is drawn anew once it is live: its element is a new one.
    document.addEventListener(serverHtmlLiveEvent, observeSections)
    return () => {
      document.removeEventListener(serverHtmlLiveEvent, observeSections)
      observer.disconnect()
    }
  }, [])

  return current
}

/** The dots on the right edge of large screens: where am I on the page, and a quick way to jump. */
export function SectionIndicator() {
  const { t } = useTranslation()
  const current = useCurrentSection()

  return (
    <nav
      aria-label={t('home.sectionNav.label')}
      className="fixed right-4 top-1/2 z-30 hidden -translate-y-1/2 lg:block"
    >
      <ul className="flex flex-col items-end gap-3">
        {indicatorSections.map((id) => {
          const label = t(`home.sectionNav.sections.${id}`)
          const active = id === current
          return (
            <li key={id}>
              <button
                type="button"
                aria-label={t('home.sectionNav.goTo', { section: label })}
                aria-current={active ? 'location' : undefined}
                onClick={() => scrollToSection(id)}
                className="group relative flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute right-full mr-2 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                >
                  {label}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'block rounded-full border-2 transition-all duration-300',
                    active
                      ? 'h-3.5 w-3.5 border-primary bg-primary'
                      : 'h-2.5 w-2.5 border-muted-foreground bg-transparent group-hover:border-primary',
                  )}
                />
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
