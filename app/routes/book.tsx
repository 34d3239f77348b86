import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { BookingForm } from '~/components/booking/booking-form.tsx'
import { MeetingList } from '~/components/booking/meeting-list.tsx'
import { MeetingSummary } from '~/components/booking/meeting-summary.tsx'
import { TimeList } from '~/components/booking/time-list-part.ts'
import { useVisitorTimeZone, ZonePicker } from '~/components/booking/zone-picker.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CalendarDays, Mail, TriangleAlert } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { localizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import {
  type BookingActionResult,
  bookingFieldNames,
  bookingPageHref,
  bookingValues,
} from '~/lib/booking-form.ts'
import { formFailure } from '~/lib/form-action.server.ts'
import { guardFieldsOf } from '~/lib/form-guard.ts'
import { serverActionOrFailure } from '~/lib/form-submission.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { leadSourceFromForm } from '~/lib/visit-source.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/book'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const search = new URL(request.url).searchParams
  const language = site.visitor.language
  try {
    const page = await site.services.bookings.page(params.slug, {
      timeZone: search.get('tz') ?? undefined,
      from: search.get('from') ?? undefined,
      start: search.get('start') ?? undefined,
      language,
    })
    return { found: true as const, page }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    return data(
      { found: false as const, open: await site.services.bookings.openMeetingTypes(language) },
      { status: 404 },
    )
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  const values = bookingValues(formData)
  const body = {
    ...values,
    meetingType: params.slug,
    ...guardFieldsOf(formData),
    source: leadSourceFromForm(formData),
  }
  try {
    const { booking, token } = await site.services.bookings.book(body, site.visitor)
    const page = localizedPath(`/bookings/${booking.id}`, site.visitor.language)
    return redirect(`${page}?${new URLSearchParams({ token, booked: '1' })}`, 303)
  } catch (error) {
    return formFailure(values, bookingFieldNames, error)
  }
}

/** With JavaScript: a failed request (network, server error) becomes a result the form can report. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<BookingActionResult> {
  return serverActionOrFailure(serverAction)
}

/** A refused booking reads the times again (the one chosen may be gone); other posts change nothing here. */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === 'POST') return (actionResult as BookingActionResult | undefined)?.ok === false
  return defaultShouldRevalidate
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  const name = loaderData?.found ? loaderData.page.meeting.name : t('booking.meta.title')
  return pageMeta(root, {
    title: name,
    description: t('booking.meta.description', { name: root?.profile.name ?? '' }),
    path: `/book/${params.slug}`,
    noindex: !loaderData?.found,
  })
}

function NotOpen({
  open,
}: {
  open: Route.ComponentProps['loaderData'] extends infer D ? (D extends { open: infer O } ? O : never) : never
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{t('booking.notFound.heading')}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{t('booking.notFound.text')}</p>
      <div className="mt-8">
        <MeetingList meetings={open} />
      </div>
    </div>
  )
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const page = loaderData.found ? loaderData.page : undefined
  useVisitorTimeZone(page?.zone.id ?? '')
  if (!loaderData.found || !page) return <NotOpen open={loaderData.found ? [] : loaderData.open} />

  const params = (extra: Record<string, string>) => bookingPageHref({ tz: page.zone.id }, extra)
  const refused = actionData && !actionData.ok ? actionData : undefined
  const formStep = Boolean(page.chosen) || page.chosenGone || Boolean(refused)
  const noTimes = page.days.length === 0

  return (
    <div className="bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Card className="grid grid-cols-[minmax(0,1fr)] overflow-hidden lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="border-b border-border p-6 sm:p-8 lg:border-b-0 lg:border-r">
            <MeetingSummary meeting={page.meeting}>
              <div className="border-t border-border pt-5">
                <ZonePicker
                  zone={page.zone}
                  zones={page.zones}
                  keep={page.chosen ? { start: page.chosen.start } : {}}
                />
              </div>
            </MeetingSummary>
          </div>
          <div className="min-w-0 p-6 sm:p-8">
            {page.chosenGone ? (
              <div
                role="alert"
                className="mb-6 flex gap-3 rounded-lg border border-destructive/50 p-4 text-destructive"
              >
                <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{t('booking.gone.title')}</p>
                  <p className="mt-1 text-sm">{t('booking.gone.text')}</p>
                </div>
              </div>
            ) : null}
            {noTimes && !page.chosen ? (
              <div className="flex flex-col items-start gap-4 py-8">
                <CalendarDays className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
                <h2 className="text-xl font-bold text-foreground">{t('booking.times.none')}</h2>
                <p className="max-w-prose text-muted-foreground">{t('booking.times.noneText')}</p>
                <Link to="/contact" className={buttonClasses('primary', 'md')}>
                  <Mail className="h-4 w-4" aria-hidden="true" />
                  {t('booking.times.contact')}
                </Link>
              </div>
            ) : formStep ? (
              <BookingForm
                chosen={page.chosen}
                alternatives={page.days.slice(0, 3)}
                zone={page.zone}
                changeHref={params(page.chosen ? { from: page.days[0]?.date ?? '' } : {})}
              />
            ) : (
              <>
                <h2 className="text-xl font-bold text-foreground">{t('booking.times.heading')}</h2>
                <p className="mt-1 mb-5 truncate text-sm text-muted-foreground">
                  {t('booking.zone.shownIn', { zone: page.zone.short })}
                </p>
                <TimeList
                  days={page.days}
                  earlier={page.earlier}
                  later={page.later}
                  linkParams={{ tz: page.zone.id }}
                />
              </>
            )}
          </div>
        </Card>
      </div>
    </div>
  )
}
