import { useEffect } from 'react'
import { data, isRouteErrorResponse, Link, useFetcher } from 'react-router'
import { SearchX } from '~/components/admin/icons.tsx'
import { DetailCard, FactList } from '~/components/admin/leads/lead-facts.tsx'
import { MeetingStatusBadge } from '~/components/admin/leads/lead-meetings.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { ArrowLeft, RotateCcw, XCircle } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { type AdminFailure, retryAfterHeaders } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { bookingUpdateSchema, rescheduleInputSchema } from '~/schemas/booking.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/booking'

type Result =
  | { ok: true; intent: 'notes' | 'cancel' | 'reschedule' }
  | AdminFailure<'notes' | 'cancel' | 'reschedule'>

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Booking: ${loaderData.booking.name}` : 'Booking not found')
}

function idOf(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647)
    throw data('Booking not found', { status: 404 })
  return id
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const id = idOf(params.id)
  try {
    const booking = await site.services.bookings.get(id)
    const { links, token: _token, ...shown } = booking
    const rules = await site.services.bookings.availability()
    // The times it can move to, in the owner's zone: the next days' free times (its own counted free).
    const moves =
      booking.status === 'confirmed'
        ? await site.services.bookings.rescheduleTimes(id, booking.token, {
            timeZone: rules.timeZone,
            language: 'en',
          })
        : null
    return {
      booking: shown,
      links: { google: links.google, manage: links.manage },
      moves: moves
        ? moves.days.map((day) => ({
            label: day.label,
            slots: day.slots.map(({ start, label }) => ({ start, label })),
          }))
        : [],
      ownerZone: moves?.zone.label ?? rules.timeZone,
      now: new Date().toISOString(),
    }
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Booking not found', { status: 404 })
    throw error
  }
}

export const headers = retryAfterHeaders

export async function action({ request, context, params }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const id = idOf(params.id)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? 'notes') as 'notes' | 'cancel' | 'reschedule'
  try {
    if (intent === 'cancel') await site.services.bookings.cancelByOwner(id)
    else if (intent === 'reschedule') {
      const { start } = parseInput(rescheduleInputSchema, { start: form.get('start') ?? '' })
      await site.services.bookings.reschedule(id, start)
    } else
      await site.services.bookings.update(
        id,
        parseInput(bookingUpdateSchema, { notes: form.get('notes') ?? '' }),
      )
    return { ok: true as const, intent }
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Booking not found', { status: 404 })
    return adminFailure(error, intent)
  }
}

const doneMessages = {
  notes: 'Notes saved',
  cancel: 'Meeting cancelled; both sides were told',
  reschedule: 'Meeting moved; both sides got the new time',
}

export default function BookingAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, links, moves, ownerZone, now } = loaderData
  const fetcher = useFetcher<Result>()
  const result = fetcher.data ?? (actionData as Result | undefined)
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) toast({ title: doneMessages[fetcher.data.intent] })
    else toast({ title: 'Not saved', description: fetcher.data.error, variant: 'destructive' })
  }, [fetcher.state, fetcher.data])
  const failure = result && !result.ok ? result : undefined
  const confirmed = booking.status === 'confirmed'

  return (
    <div className="space-y-6">
      <Link
        to="/admin/bookings"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to bookings
      </Link>
      <AdminPageHeader
        title={booking.name}
        description={`${booking.meetingTypeName}, ${booking.durationMinutes} minutes`}
        actions={<MeetingStatusBadge status={booking.status} startAt={booking.startAt} now={now} />}
      />
      {failure?.error ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          {failure.error}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <DetailCard title="Meeting">
            <FactList
              missing="Not given"
              facts={[
                {
                  label: 'When (your time)',
                  value: <time dateTime={booking.startAt}>{booking.ownerWhen}</time>,
                },
                { label: 'Their time zone', value: booking.zoneLabel },
                { label: 'Where', value: booking.location },
                {
                  label: 'Email',
                  value: (
                    <a
                      href={`mailto:${booking.email}`}
                      className="break-all text-primary underline-offset-4 hover:underline"
                    >
                      {booking.email}
                    </a>
                  ),
                },
                { label: 'Organization', value: booking.organization },
                {
                  label: 'Lead',
                  value: (
                    <Link
                      to={`/admin/leads/booking/${booking.leadId}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      Open in Leads
                    </Link>
                  ),
                },
                { label: 'Invitation version', value: `SEQUENCE ${booking.sequence}` },
              ]}
            />
          </DetailCard>
          <DetailCard title="What they want to talk about">
            <div className="whitespace-pre-wrap break-words rounded-lg bg-muted p-4 text-sm leading-relaxed text-foreground">
              {booking.topic}
            </div>
          </DetailCard>
        </div>
        <div className="min-w-0 space-y-6">
          <DetailCard title="Notes">
            <fetcher.Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="notes" />
              <label htmlFor="booking-notes" className="sr-only">
                Notes
              </label>
              <textarea
                id="booking-notes"
                name="notes"
                rows={5}
                defaultValue={booking.notes ?? ''}
                placeholder="Private: what to prepare, what was agreed"
                className="w-full rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground shadow-sm"
              />
              <Button type="submit" disabled={busy}>
                Save notes
              </Button>
            </fetcher.Form>
          </DetailCard>
          {confirmed ? (
            <DetailCard title="Move or cancel">
              <fetcher.Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="reschedule" />
                <label htmlFor="booking-move" className="block text-sm font-medium text-foreground">
                  New time ({ownerZone})
                </label>
                <select
                  id="booking-move"
                  name="start"
                  className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm"
                >
                  {moves.map((day) => (
                    <optgroup key={day.label} label={day.label}>
                      {day.slots.map((slot) => (
                        <option key={slot.start} value={slot.start}>
                          {day.label}, {slot.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <Button type="submit" variant="outline" disabled={busy || moves.length === 0}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" />
                  Move and send the new time
                </Button>
              </fetcher.Form>
              <fetcher.Form
                method="post"
                className="mt-5 border-t border-border pt-5"
                onSubmit={(event) => {
                  if (
                    !window.confirm(
                      `Cancel the meeting with ${booking.name}? Both of you get a cancellation.`,
                    )
                  )
                    event.preventDefault()
                }}
              >
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="destructive" disabled={busy}>
                  <XCircle className="h-4 w-4" aria-hidden="true" />
                  Cancel meeting
                </Button>
              </fetcher.Form>
            </DetailCard>
          ) : null}
          <p className="text-sm text-muted-foreground">
            <a href={links.manage} className="text-primary underline-offset-4 hover:underline">
              The visitor’s page for this meeting
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div>
      <AdminPageHeader title={notFound ? 'Booking not found' : 'This booking could not be shown'} />
      <EmptyState
        icon={SearchX}
        title={notFound ? 'No booking at this address' : 'Something went wrong'}
        action={
          <Link to="/admin/bookings" className={buttonClasses('outline', 'md')}>
            Back to bookings
          </Link>
        }
      />
    </div>
  )
}
