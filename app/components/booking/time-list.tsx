import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { ArrowLeft, ArrowRight, CalendarDays } from '~/components/ui/icons.tsx'
import { internalPath } from '~/components/ui/server-html.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { bookingPageHref } from '~/lib/booking-form.ts'
import { cn } from '~/lib/cn.ts'
import type { ShownDay } from '~/services/bookings.server.ts'

const chip =
  'flex min-h-11 items-center justify-center rounded-lg border border-primary/40 bg-background px-3 py-2 text-sm font-semibold text-primary tabular-nums transition-colors hover:border-primary hover:bg-primary hover:text-primary-foreground focus-visible:bg-primary focus-visible:text-primary-foreground'

/**
 * The free times of the next days, in the visitor's zone: each day a list of times, each a link to
 * the form step (`?start=`) with its instant in `<time datetime>` (UTC offset form). Plain links, so
 * it works without JavaScript; a row of day links jumps to a day. Its props are plain data, so the
 * page can keep it as the server rendered it (components/ui/server-html.tsx).
 */
export function TimeList({
  days,
  earlier,
  later,
  linkParams,
}: {
  days: ShownDay[]
  earlier: string | null
  later: string | null
  /** What every link keeps of the page's query (`tz`, and a booking's token when rescheduling). */
  linkParams: Record<string, string> & { tz: string }
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // The times are plain links, one handler for them all: dozens of router links cost the page's
  // rendering more than anything else on it.
  const followInApp = (event: MouseEvent<HTMLOListElement>) => {
    const link = internalPath(event)
    if (!link) return
    event.preventDefault()
    void navigate(link.path)
  }
  const hrefOf = (start: string) => bookingPageHref(linkParams, { start })
  const pageHref = (from: string) => bookingPageHref(linkParams, { from })
  return (
    <div>
      <nav aria-label={t('booking.times.days')} className="-mx-1 overflow-x-auto pb-2">
        <ul className="flex gap-2 px-1">
          {days.map((day) => (
            <li key={day.date}>
              <a
                href={`#day-${day.date}`}
                className="flex w-16 flex-col items-center rounded-lg border border-border bg-muted/40 px-2 py-2 text-center transition-colors hover:border-primary hover:bg-primary-soft"
              >
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  {day.weekday}
                </span>
                <span className="text-xl font-bold text-foreground">{day.dayOfMonth}</span>
                <span className="text-xs text-muted-foreground">{day.month}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* A day picked in the row above is shown alone (:target), with or without JavaScript. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the interactive elements; Enter on one is a click */}
      <ol
        className="mt-4 space-y-6 [&:has(>li:target)>li:not(:target)]:hidden"
        data-zone={linkParams.tz}
        onClick={followInApp}
      >
        {days.map((day) => (
          <li key={day.date} id={`day-${day.date}`} className="scroll-mt-28">
            <h3 className="flex items-center gap-2 text-base font-semibold text-foreground">
              <CalendarDays className="h-4 w-4 text-primary" aria-hidden="true" />
              {day.label}
            </h3>
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <a
                    href={hrefOf(slot.start)}
                    className={chip}
                    aria-label={t('booking.times.pick', { time: slot.label, day: day.label })}
                    data-start={slot.start}
                  >
                    <time dateTime={slot.datetime}>{slot.label}</time>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {earlier || later ? (
        <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-border pt-4">
          {earlier ? (
            <Link
              to={pageHref(earlier)}
              className={cn(chip, 'border-border text-foreground')}
              preventScrollReset
              data-keep-scroll
            >
              <ArrowLeft className="mr-2 h-4 w-4" aria-hidden="true" />
              {t('booking.times.earlier')}
            </Link>
          ) : (
            <span />
          )}
          {later ? (
            <Link
              to={pageHref(later)}
              className={cn(chip, 'border-border text-foreground')}
              preventScrollReset
              data-keep-scroll
            >
              {t('booking.times.later')}
              <ArrowRight className="ml-2 h-4 w-4" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
