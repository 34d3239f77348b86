import type { ReactNode } from 'react'
import { BookingLink } from '~/components/ui/booking-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { useRootData } from '~/lib/root-data.ts'

/** The band at the top of a content page: eyebrow, title and introduction, and what else the page puts there. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string
  title: string
  intro: string
  children?: ReactNode
}) {
  return (
    <section className="border-b border-border bg-muted/40">
      <div className="site-container band-y">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground">{intro}</p>
        {children}
      </div>
    </section>
  )
}

/**
 * A section of a content page: its heading and introduction (the texts `<texts>.title` and
 * `<texts>.intro`), then its content, in the page's width. `band` colours the section across the
 * whole screen; `large` is for a page's main sections.
 */
export function PageSection({
  id,
  texts,
  large = false,
  band,
  className,
  children,
}: {
  id: string
  texts: string
  large?: boolean
  band?: string
  /** The container's padding. */
  className: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const container = cn('site-container', className)
  const content = (
    <>
      <h2 id={id} className={cn('font-bold tracking-tight text-foreground', large ? 'text-3xl' : 'text-2xl')}>
        {t(`${texts}.title`)}
      </h2>
      <p className={cn('max-w-3xl text-muted-foreground', large ? 'mt-3 text-lg' : 'mt-2')}>
        {t(`${texts}.intro`)}
      </p>
      {children}
    </>
  )
  return band ? (
    <section aria-labelledby={id} className={band}>
      <div className={container}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={container}>
      {content}
    </section>
  )
}

/**
 * The call to action that closes a content page: a title, a line of text, the booking link and the
 * page's second action, with the texts `<page>.cta.*`. `compact` is the smaller panel of a page that
 * has said much already.
 */
export function BookingCallToAction({
  id,
  page,
  className,
  compact = false,
  children,
}: {
  id: string
  page: 'projects' | 'caseStudies' | 'network'
  className: string
  compact?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { profile } = useRootData()
  return (
    <section aria-labelledby={id} className={cn('site-container', className)}>
      <div
        className={cn(
          'rounded-2xl border border-border bg-primary-soft px-6 text-center sm:px-12',
          compact ? 'py-10' : 'py-12',
        )}
      >
        <h2
          id={id}
          className={cn(
            'font-bold tracking-tight text-primary-soft-foreground',
            compact ? 'text-2xl' : 'text-3xl',
          )}
        >
          {t(`${page}.cta.title`)}
        </h2>
        <p
          className={cn('mx-auto max-w-2xl text-primary-soft-foreground', compact ? 'mt-3' : 'mt-4 text-lg')}
        >
          {t(`${page}.cta.text`)}
        </p>
        <div
          className={cn(
            'flex flex-col items-center justify-center gap-3 sm:flex-row',
            compact ? 'mt-6' : 'mt-8',
          )}
        >
          <BookingLink profile={profile} size="lg">
            {t(`${page}.cta.book`)}
          </BookingLink>
          {children}
        </div>
      </div>
    </section>
  )
}
