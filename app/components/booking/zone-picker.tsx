import { useEffect, useId, useRef } from 'react'
import { Form, useLocation, useNavigate } from 'react-router'
import { Globe } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { timeZoneStorageKey } from '~/lib/booking-form.ts'
import { browserTimeZone } from '~/lib/browser-time-zone.ts'

type Zone = { id: string; label: string }

/**
 * The times are rendered in the zone the URL names (`?tz=`), else the owner's. Once hydrated, a page
 * reached without `?tz=` asks for itself in the zone the visitor chose before, or their browser's.
 */
export function useVisitorTimeZone(shown: string) {
  const location = useLocation()
  const navigate = useNavigate()
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    const params = new URLSearchParams(location.search)
    if (params.has('tz')) return
    const find = () => {
      let zone: string | undefined
      try {
        zone = localStorage.getItem(timeZoneStorageKey) ?? undefined
      } catch {
        zone = undefined
      }
      zone ??= browserTimeZone()
      if (!zone || zone === shown) return
      params.set('tz', zone)
      void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true })
    }
    // Off the hydration's own task: the navigation it may start renders the whole list anew.
    if ('requestIdleCallback' in window) window.requestIdleCallback(find, { timeout: 1000 })
    else setTimeout(find, 1)
  }, [location.search, navigate, shown])
}

/**
 * The zone the times are shown in, always named, and a choice of others: a plain GET form, so it works
 * without JavaScript; with it, choosing a zone shows the times at once and is remembered.
 */
export function ZonePicker({
  zone,
  zones,
  keep = {},
}: {
  zone: Zone
  zones: { zone: string; label: string }[]
  /** Other query parameters the page keeps (the chosen time). */
  keep?: Record<string, string>
}) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  return (
    <Form method="get" preventScrollReset className="space-y-2" aria-labelledby={`${id}-label`}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label
        id={`${id}-label`}
        htmlFor={`${id}-zone`}
        className="flex items-center gap-2 text-sm font-medium text-foreground"
      >
        <Globe className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        {t('booking.zone.label')}
      </label>
      <div className="grid gap-2">
        <select
          id={`${id}-zone`}
          name="tz"
          defaultValue={zone.id}
          key={zone.id}
          onChange={(event) => {
            const chosen = event.currentTarget.value
            try {
              localStorage.setItem(timeZoneStorageKey, chosen)
            } catch {
              // Without storage the choice holds for this page only.
            }
            void navigate(
              { search: `?${new URLSearchParams({ ...keep, tz: chosen })}` },
              { preventScrollReset: true },
            )
          }}
          className="min-w-0 rounded-md border border-border bg-background px-3 py-2 text-sm text-foreground focus-visible:border-ring"
        >
          {zones.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {choice.label}
            </option>
          ))}
        </select>
        {/* With JavaScript a choice applies at once, from the first paint on: the button is for pages without it. */}
        <noscript>
          <button
            type="submit"
            className="rounded-md border border-border bg-background px-3 py-2 text-sm font-medium text-foreground hover:bg-muted"
          >
            {t('booking.zone.apply')}
          </button>
        </noscript>
      </div>
    </Form>
  )
}
