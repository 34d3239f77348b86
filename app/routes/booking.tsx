import { data, Form, redirect } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { TimeList } from '~/components/booking/time-list-part.ts'
import { ZonePicker } from '~/components/booking/zone-picker.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import {
  ArrowLeft,
  CalendarClock,
  CheckCircle2,
  Download,
  RotateCcw,
  XCircle,
} from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { localizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formFailure } from '~/lib/form-action.server.ts'
import type { FormActionResult } from '~/lib/form-submission.ts'
import { refusalText } from '~/lib/form-submission.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/booking'

function bookingIdOf(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647)
    throw data('Booking not found', { status: 404 })
  return id
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const search = new URL(request.url).searchParams
  const token = search.get('token') ?? ''
  const language = site.visitor.language
  const id = bookingIdOf(params.id)
  try {
    const view = await site.services.bookings.view(id, token, language)
    const { links, ...booking } = view
    const rescheduling = search.get('reschedule') === '1' && booking.status === 'confirmed'
    const times = rescheduling
      ? await site.services.bookings.rescheduleTimes(id, token, {
          timeZone: search.get('tz') ?? undefined,
          from: search.get('from') ?? undefined,
          language,
        })
      : null
    const start = search.get('start')
    const moveTo =
      times && start
        ? times.days
            .flatMap((day) => day.slots.map((slot) => ({ ...slot, day: day.label })))
            .find((slot) => slot.start === start)
        : undefined
    return {
      booking: {
        id: booking.id,
        status: booking.status,
        meetingName: booking.meetingName,
        whenLabel: booking.whenLabel,
        endLabel: booking.endLabel,
        zoneLabel: booking.zoneLabel,
        startAt: booking.startAt,
        durationMinutes: booking.durationMinutes,
        locationKind: booking.locationKind,
        location: booking.location,
        name: booking.name,
        email: booking.email,
        topic: booking.topic,
        token,
      },
      links: { google: links.google, outlook: links.outlook, ics: links.ics, book: links.book },
      state: search.get('booked') === '1' ? 'booked' : search.get('moved') === '1' ? 'moved' : 'shown',
      cancelling: search.get('cancel') === '1' && booking.status === 'confirmed',
      times,
      moveTo: moveTo ?? null,
    }
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Booking not found', { status: 404 })
    throw error
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const id = bookingIdOf(params.id)
  const formData = await request.formData()
  const token = String(formData.get('token') ?? '')
  const start = String(formData.get('start') ?? '')
  const page = localizedPath(`/bookings/${id}`, site.visitor.language)
  try {
    if (formData.get('intent') === 'cancel') {
      await site.services.bookings.cancelWithLink(id, token)
      return redirect(`${page}?${new URLSearchParams({ token })}`, 303)
    }
    await site.services.bookings.rescheduleWithLink(id, token, { start })
    return redirect(`${page}?${new URLSearchParams({ token, moved: '1' })}`, 303)
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Booking not found', { status: 404 })
    return formFailure({ start }, ['start'], error)
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('booking.form.chosen'),
    description: t('booking.meta.description', { name: root?.profile.name ?? '' }),
    noindex: true,
  })
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  )
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { booking, links, state, cancelling, times, moveTo } = loaderData
  const cancelled = booking.status === 'cancelled'
  const refused =
    actionData && !(actionData as FormActionResult<{ start: string }>).ok
      ? (actionData as Extract<FormActionResult<{ start: string }>, { ok: false }>)
      : undefined
  const keep = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ token: booking.token, ...extra })}`
  const title = cancelled
    ? t('booking.confirmed.cancelledTitle')
    : state === 'moved'
      ? t('booking.confirmed.movedTitle')
      : t('booking.confirmed.title')
  const text = cancelled
    ? t('booking.confirmed.cancelledText')
    : state === 'moved'
      ? t('booking.confirmed.movedText', { email: booking.email })
      : t('booking.confirmed.text', { email: booking.email })
  const Icon = cancelled ? XCircle : CheckCircle2

  return (
    <div className="bg-muted/30">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="text-center">
          <span
            className={cn(
              'mx-auto flex h-14 w-14 items-center justify-center rounded-full',
              cancelled ? 'bg-muted text-muted-foreground' : 'bg-accent-soft text-accent-soft-foreground',
            )}
          >
            <Icon className="h-8 w-8" aria-hidden="true" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{text}</p>
        </div>

        <Card className="mt-8 p-6 sm:p-8">
          <h2
            className={cn(
              'text-xl font-bold text-foreground',
              cancelled && 'line-through decoration-muted-foreground',
            )}
          >
            {booking.meetingName}
          </h2>
          <dl className="mt-5 space-y-3">
            <Fact label={t('booking.details.when')}>
              <time dateTime={booking.startAt}>{booking.whenLabel}</time> – {booking.endLabel}
              <span className="block text-sm text-muted-foreground">{booking.zoneLabel}</span>
            </Fact>
            <Fact label={t('booking.details.length')}>
              {t('booking.minutes', { count: booking.durationMinutes })}
            </Fact>
            <Fact label={t('booking.details.where')}>
              {t(`booking.location.${booking.locationKind}`)}
              {booking.location && !cancelled ? (
                booking.locationKind === 'video' && /^https?:\/\//.test(booking.location) ? (
                  <NewTabLink
                    href={booking.location}
                    className="block break-all text-primary underline-offset-4 hover:underline"
                  >
                    {booking.location}
                  </NewTabLink>
                ) : (
                  <span className="block">{booking.location}</span>
                )
              ) : null}
            </Fact>
            <Fact label={t('booking.details.topic')}>
              <span className="whitespace-pre-wrap">{booking.topic}</span>
            </Fact>
          </dl>

          {!cancelled ? (
            <div className="mt-8 border-t border-border pt-6">
              <h2 className="text-base font-semibold text-foreground">{t('booking.calendar.heading')}</h2>
              <div className="mt-3 flex flex-wrap gap-2">
                <NewTabLink href={links.google} className={buttonClasses('outline', 'md')}>
                  <CalendarClock className="h-4 w-4" aria-hidden="true" />
                  {t('booking.calendar.google')}
                </NewTabLink>
                <NewTabLink href={links.outlook} className={buttonClasses('outline', 'md')}>
                  <CalendarClock className="h-4 w-4" aria-hidden="true" />
                  {t('booking.calendar.outlook')}
                </NewTabLink>
                <a href={links.ics} download="meeting.ics" className={buttonClasses('outline', 'md')}>
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {t('booking.calendar.ics')}
                </a>
              </div>
            </div>
          ) : null}
        </Card>

        {cancelled ? (
          <div className="mt-8 text-center">
            <a href={links.book} className={buttonClasses('primary', 'lg')}>
              {t('booking.manage.bookAgain')}
            </a>
          </div>
        ) : times ? (
          <Card className="mt-6 p-6 sm:p-8" id="reschedule">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold text-foreground">{t('booking.manage.rescheduleHeading')}</h2>
              <Link
                to={keep({})}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                {t('booking.manage.back')}
              </Link>
            </div>
            {refused ? (
              <div className="mt-4">
                <FormRefusal
                  title={t('booking.gone.title')}
                  message={refusalText(
                    t,
                    refused.refusal ?? { reason: 'failed' },
                    t('booking.failure.description'),
                  )}
                />
              </div>
            ) : null}
            {moveTo ? (
              <Form method="post" className="mt-5 space-y-4">
                <input type="hidden" name="token" value={booking.token} />
                <input type="hidden" name="start" value={moveTo.start} />
                <p className="text-lg font-semibold text-foreground">
                  {t('booking.manage.rescheduleConfirm', { when: `${moveTo.day}, ${moveTo.label}` })}
                </p>
                <p className="text-sm text-muted-foreground">{times.zone.label}</p>
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" size="lg">
                    <RotateCcw className="h-4 w-4" aria-hidden="true" />
                    {t('booking.manage.move')}
                  </Button>
                  <Link
                    to={keep({ reschedule: '1', tz: times.zone.id })}
                    className={buttonClasses('outline', 'lg')}
                  >
                    {t('booking.form.change')}
                  </Link>
                </div>
              </Form>
            ) : (
              <div className="mt-5 space-y-6">
                <ZonePicker
                  zone={times.zone}
                  zones={times.zones}
                  keep={{ token: booking.token, reschedule: '1' }}
                />
                <TimeList
                  days={times.days}
                  earlier={times.earlier}
                  later={times.later}
                  linkParams={{ token: booking.token, reschedule: '1', tz: times.zone.id }}
                />
              </div>
            )}
          </Card>
        ) : (
          <Card className="mt-6 p-6 sm:p-8">
            <h2 className="text-base font-semibold text-foreground">{t('booking.manage.heading')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('booking.manage.text')}</p>
            {cancelling ? (
              <Form method="post" className="mt-4 rounded-lg border border-destructive/40 p-4">
                <input type="hidden" name="token" value={booking.token} />
                <input type="hidden" name="intent" value="cancel" />
                <p className="font-semibold text-foreground">{t('booking.manage.cancelHeading')}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t('booking.manage.cancelText')}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button type="submit" variant="destructive">
                    <XCircle className="h-4 w-4" aria-hidden="true" />
                    {t('booking.manage.confirmCancel')}
                  </Button>
                  <Link to={keep({})} className={buttonClasses('outline', 'md')}>
                    {t('booking.manage.keep')}
                  </Link>
                </div>
              </Form>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to={keep({ reschedule: '1' })} className={buttonClasses('outline', 'md')}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  {t('booking.manage.reschedule')}
                </Link>
                <Link to={keep({ cancel: '1' })} className={buttonClasses('outline', 'md')}>
                  <XCircle className="h-4 w-4" aria-hidden="true" />
                  {t('booking.manage.cancel')}
                </Link>
              </div>
            )}
          </Card>
        )}
        <p className="mt-8 text-center text-sm text-muted-foreground">
          <Link to="/" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('notFound.backHome')}
          </Link>
        </p>
      </div>
    </div>
  )
}
