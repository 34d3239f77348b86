import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { Plus, RefreshCw, Trash2 } from '~/components/admin/icons.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CalendarClock, TriangleAlert } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { type AdminFailure, retryAfterHeaders } from '~/lib/admin-action.ts'
import { formatOptionalTime } from '~/lib/admin-dates.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { busyFeedInputSchema } from '~/schemas/booking.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/calendars'

type Intent = 'add' | 'refresh' | 'remove' | 'revoke'
type Result = { ok: true; intent: Intent } | AdminFailure<Intent>

export function meta() {
  return adminMeta('Calendars')
}

/** Shows where a feed lives without its secret part (the private address is a password). */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'unknown address'
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const feeds = await site.services.bookings.listFeeds()
  return {
    feeds: feeds.map(({ url, ...feed }) => ({ ...feed, host: hostOf(url) })),
    bookingsFeedUrl: await site.services.bookings.ownerFeedUrl(),
  }
}

export const headers = retryAfterHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '') as Intent
  const id = Number(form.get('id'))
  try {
    if (intent === 'add')
      await site.services.bookings.addFeed(
        parseInput(busyFeedInputSchema, { name: form.get('name') ?? '', url: form.get('url') ?? '' }),
      )
    else if (intent === 'refresh') await site.services.bookings.refreshFeed(id)
    else if (intent === 'remove') await site.services.bookings.removeFeed(id)
    else if (intent === 'revoke') await site.services.bookings.revokeOwnerFeed()
    else throw new NotFoundError('Unknown action')
    return { ok: true as const, intent }
  } catch (error) {
    return adminFailure(error, intent)
  }
}

const done: Record<Intent, string> = {
  add: 'Calendar added',
  refresh: 'Calendar read again',
  remove: 'Calendar removed',
  revoke: 'New private address made; the old one no longer works',
}

const input =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm'

export default function CalendarsPage({ loaderData }: Route.ComponentProps) {
  const { feeds, bookingsFeedUrl } = loaderData
  const language = useAdminLanguage()
  const fetcher = useFetcher<Result>()
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) toast({ title: done[fetcher.data.intent] })
    else toast({ title: 'Not done', description: fetcher.data.error, variant: 'destructive' })
  }, [fetcher.state, fetcher.data])
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const issue = (path: string) => failure?.issues?.find((each) => each.path === path)?.message

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Calendars"
        description="Your own calendars’ busy times keep those hours off the booking pages; your bookings can go the other way, into your calendar app."
      />

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-foreground">Busy times from your calendars</h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          Paste a calendar’s private iCalendar address: Google Calendar’s “Secret address in iCal format”,
          Outlook’s “Publish a calendar” ICS link, or iCloud’s public calendar link. Each is read every 15
          minutes; if one cannot be read, its last good copy is kept and the problem shows here.
        </p>
        {feeds.length > 0 ? (
          <ul className="mt-5 divide-y divide-border" aria-label="Calendar feeds">
            {feeds.map((feed) => (
              <li
                key={feed.id}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
                data-testid="feed-row"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    {feed.name}
                    {feed.lastError && (!feed.lastSuccessAt || feed.lastErrorAt! > feed.lastSuccessAt) ? (
                      <Badge variant="outline" className="border-destructive text-destructive">
                        Not read at last try
                      </Badge>
                    ) : feed.lastSuccessAt ? (
                      <Badge variant="accent">Read</Badge>
                    ) : (
                      <Badge variant="muted">Waiting</Badge>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {feed.host} · {feed.eventCount} events · last read{' '}
                    {formatOptionalTime(feed.lastSuccessAt, language)}
                  </p>
                  {feed.lastError ? (
                    <p className="mt-1 flex items-start gap-1.5 text-sm text-destructive">
                      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                      <span>
                        {feed.lastError} ({formatOptionalTime(feed.lastErrorAt, language)})
                        {feed.lastSuccessAt ? '. The busy times of the last good copy are still used.' : ''}
                      </span>
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="refresh" />
                    <input type="hidden" name="id" value={feed.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy}>
                      <RefreshCw className="h-4 w-4" aria-hidden="true" />
                      Read now<span className="sr-only">: {feed.name}</span>
                    </Button>
                  </fetcher.Form>
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={feed.id} />
                    <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      Remove<span className="sr-only">: {feed.name}</span>
                    </Button>
                  </fetcher.Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-5 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
            No calendar yet: the booking pages offer every time within your availability.
          </p>
        )}
        <fetcher.Form
          method="post"
          className="mt-5 grid gap-3 border-t border-border pt-5 md:grid-cols-[14rem_minmax(0,1fr)_auto] md:items-end"
          noValidate
        >
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="feed-name" className="block text-sm font-medium text-foreground">
              Name
            </label>
            <input
              id="feed-name"
              name="name"
              placeholder="Work (Google)"
              className={`${input} mt-1.5`}
              aria-invalid={issue('name') ? true : undefined}
            />
            {issue('name') ? <p className="mt-1 text-sm text-destructive">{issue('name')}</p> : null}
          </div>
          <div>
            <label htmlFor="feed-url" className="block text-sm font-medium text-foreground">
              Private iCalendar address
            </label>
            <input
              id="feed-url"
              name="url"
              type="url"
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              className={`${input} mt-1.5`}
              aria-invalid={issue('url') ? true : undefined}
            />
            {issue('url') ? <p className="mt-1 text-sm text-destructive">{issue('url')}</p> : null}
          </div>
          <Button type="submit" disabled={busy}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add calendar
          </Button>
        </fetcher.Form>
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" />
          Your bookings in your calendar app
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">
          Subscribe to this private address (Google Calendar: Other calendars › From URL; Outlook: Add
          calendar › Subscribe from web; Apple Calendar: File › New Calendar Subscription) to see upcoming
          bookings beside your own events. Anyone with the address can read it: make a new one if it was
          shared by mistake.
        </p>
        <label htmlFor="bookings-feed-url" className="mt-4 block text-sm font-medium text-foreground">
          Private calendar address
        </label>
        <input
          id="bookings-feed-url"
          readOnly
          value={bookingsFeedUrl}
          onFocus={(event) => event.currentTarget.select()}
          className={`${input} mt-1.5 font-mono text-xs`}
        />
        <fetcher.Form
          method="post"
          className="mt-3"
          onSubmit={(event) => {
            if (!window.confirm('Make a new address? Calendars subscribed to the old one stop updating.'))
              event.preventDefault()
          }}
        >
          <input type="hidden" name="intent" value="revoke" />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Make a new address
          </Button>
        </fetcher.Form>
      </Card>
    </div>
  )
}
