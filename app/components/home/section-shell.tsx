import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'

/** The site's grid (decision 031); its gutter holds the section indicator on large screens. */
export const homeContainer = 'site-container'

/**
 * A home section: a landmark named by its heading, focusable so the section indicator can move
 * keyboard focus to it. The document's scroll padding keeps it clear of the fixed header. Sections
 * after the first screen are laid out and painted only as the visitor nears them.
 */
export function HomeSection({
  id,
  headingId,
  className,
  firstScreen = false,
  children,
}: {
  id: string
  headingId: string
  className?: string
  firstScreen?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('outline-none', !firstScreen && 'render-when-near', className)}
    >
      {children}
    </section>
  )
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className,
}: {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  )
}

/**
 * A home section under the standard heading, whose eyebrow, title and introduction are the texts
 * `home.<id>.*`; `aside` (a link to the whole list) stands beside the heading.
 */
export function HeadedHomeSection({
  id,
  className,
  aside,
  children,
}: {
  id: string
  className: string
  aside?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const headingId = `${id}-heading`
  const heading = (
    <SectionHeading
      id={headingId}
      eyebrow={t(`home.${id}.eyebrow`)}
      title={t(`home.${id}.heading`)}
      intro={t(`home.${id}.intro`)}
    />
  )
  return (
    <HomeSection id={id} headingId={headingId} className={className}>
      <div className={homeContainer}>
        {aside ? (
          <div className="flex flex-wrap items-end justify-between gap-6">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </HomeSection>
  )
}
