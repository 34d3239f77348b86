import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Save } from '~/components/admin/icons.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'

export type WeeklyEmailResult = { ok: true; enabled: boolean } | AdminFailure

/** What the setting shows: whether it is on, the zone its Monday morning is in, and the owner's address. */
export type WeeklyEmailSummary = {
  enabled: boolean
  to: string
  zoneName: string
  timeZoneSource: 'availability' | 'utc'
}

/** The owner's switch for the weekly analytics email, on the Analytics page (off until turned on). */
export function WeeklyEmailSetting({ setting }: { setting: WeeklyEmailSummary }) {
  const fetcher = useFetcher<WeeklyEmailResult>()
  const [enabled, setEnabled] = useState(setting.enabled)
  useEffect(() => setEnabled(setting.enabled), [setting.enabled])
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok)
      toast({ title: fetcher.data.enabled ? 'Weekly analytics email on' : 'Weekly analytics email off' })
    else toast({ title: 'Not saved', description: fetcher.data.error, variant: 'destructive' })
  }, [fetcher.state, fetcher.data])
  const zone =
    setting.timeZoneSource === 'availability'
      ? `${setting.zoneName}, the time zone of your booking availability`
      : 'UTC, as no booking availability is saved (saving one in Availability moves it to that time zone)'

  return (
    <Card className="p-5 sm:p-6">
      <fetcher.Form method="post" aria-labelledby="weekly-email-heading">
        <input type="hidden" name="intent" value="weekly-email" />
        <h2 id="weekly-email-heading" className="text-lg font-semibold text-foreground">
          Weekly analytics email
        </h2>
        <div className="mt-4 flex items-start gap-3">
          <input
            id="weekly-email-enabled"
            name="enabled"
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
            aria-describedby="weekly-email-hint"
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-border accent-primary"
          />
          <div>
            <label htmlFor="weekly-email-enabled" className="text-sm font-medium text-foreground">
              Email me the past week’s figures every Monday morning
            </label>
            <p id="weekly-email-hint" className="mt-0.5 max-w-3xl text-sm text-muted-foreground">
              Every Monday at 8:00 in {zone}, the week from Monday to Sunday goes to{' '}
              <span className="font-medium text-foreground">{setting.to}</span> through the outbox: visitors
              and page views against the week before, leads and conversion rate, conversions per goal, Sprint
              revenue, top pages, sources and campaigns, with a link to the week here. It is written in the
              admin’s language when you save. The first one goes the Monday after you turn it on.
            </p>
          </div>
        </div>
        <Button type="submit" size="sm" className="mt-4" disabled={fetcher.state !== 'idle'}>
          <Save className="h-4 w-4" aria-hidden="true" />
          Save
        </Button>
      </fetcher.Form>
    </Card>
  )
}
