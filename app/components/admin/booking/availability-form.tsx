import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { Plus, Save, Trash2 } from '~/components/admin/icons.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'
import {
  type Availability,
  type HoursRange,
  slotIntervals,
  type Weekday,
  weekdays,
} from '~/schemas/booking.ts'

export type AvailabilityResult = { ok: true } | AdminFailure

const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

const input = 'h-10 rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold text-foreground">{title}</legend>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        <div className="mt-5">{children}</div>
      </fieldset>
    </Card>
  )
}

function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  min = 0,
  max,
}: {
  id: string
  label: string
  hint: string
  value: number | null
  onChange: (value: number | null) => void
  error?: string
  min?: number
  max: number
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
        {hint}
      </p>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${input} mt-1.5 w-full`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The owner's weekly hours (several ranges a day), buffers, notice, horizon, daily maximum and dates
 * off, edited as one document and saved at once; the server checks it with the same schema.
 */
export function AvailabilityForm({ initial, zones }: { initial: Availability; zones: string[] }) {
  const fetcher = useFetcher<AvailabilityResult>()
  const [rules, setRules] = useState<Availability>(initial)
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  const errorAt = (path: string) => failure?.issues?.find((issue) => issue.path === path)?.message
  const errorUnder = (prefix: string) =>
    failure?.issues?.find((issue) => issue.path.startsWith(prefix))?.message

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok)
      toast({ title: 'Availability saved', description: 'The booking pages show the new times.' })
    else toast({ title: 'Not saved', description: fetcher.data.error, variant: 'destructive' })
  }, [fetcher.state, fetcher.data])

  const setDay = (day: Weekday, ranges: HoursRange[]) =>
    setRules((current) => ({ ...current, weeklyHours: { ...current.weeklyHours, [day]: ranges } }))

  return (
    <fetcher.Form method="post" className="space-y-6" noValidate>
      <input type="hidden" name="availability" value={JSON.stringify(rules)} />
      <Section
        title="Time zone"
        description="Your hours below are in this zone; visitors see every time in their own."
      >
        <label htmlFor="availability-zone" className="sr-only">
          Time zone
        </label>
        <select
          id="availability-zone"
          value={rules.timeZone}
          onChange={(event) => {
            const timeZone = event.currentTarget.value
            setRules((current) => ({ ...current, timeZone }))
          }}
          className={`${input} w-full max-w-md`}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </Section>

      <Section
        title="Weekly hours"
        description="When meetings can start and end, day by day. A day without hours is closed."
      >
        <ul className="divide-y divide-border">
          {weekdays.map((day) => {
            const ranges = rules.weeklyHours[day]
            const dayError = errorUnder(`weeklyHours.${day}`)
            return (
              <li
                key={day}
                className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)]"
              >
                <p className="pt-2 text-sm font-semibold text-foreground">{dayNames[day]}</p>
                <div className="space-y-2">
                  {ranges.length === 0 ? <p className="pt-2 text-sm text-muted-foreground">Closed</p> : null}
                  {ranges.map((range, index) => (
                    <div key={index} className="flex flex-wrap items-center gap-2">
                      <label className="sr-only" htmlFor={`${day}-${index}-start`}>
                        {dayNames[day]}, range {index + 1}, from
                      </label>
                      <input
                        id={`${day}-${index}-start`}
                        type="time"
                        step={300}
                        value={range.start}
                        onChange={(event) => {
                          const start = event.currentTarget.value
                          setDay(
                            day,
                            ranges.map((each, at) => (at === index ? { ...each, start } : each)),
                          )
                        }}
                        className={input}
                      />
                      <span aria-hidden="true" className="text-muted-foreground">
                        –
                      </span>
                      <label className="sr-only" htmlFor={`${day}-${index}-end`}>
                        {dayNames[day]}, range {index + 1}, until
                      </label>
                      <input
                        id={`${day}-${index}-end`}
                        type="time"
                        step={300}
                        value={range.end === '24:00' ? '23:59' : range.end}
                        onChange={(event) => {
                          const end =
                            event.currentTarget.value === '23:59' ? '24:00' : event.currentTarget.value
                          setDay(
                            day,
                            ranges.map((each, at) => (at === index ? { ...each, end } : each)),
                          )
                        }}
                        className={input}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${dayNames[day]} ${range.start}–${range.end}`}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, at) => at !== index),
                          )
                        }
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </div>
                  ))}
                  <Button
                    variant="link"
                    size="sm"
                    className="px-0"
                    disabled={ranges.length >= 6}
                    onClick={() => {
                      const last = ranges.at(-1)
                      setDay(day, [
                        ...ranges,
                        last
                          ? { start: last.end === '24:00' ? '23:00' : last.end, end: '24:00' }
                          : { start: '09:00', end: '17:00' },
                      ])
                    }}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    Add hours<span className="sr-only"> on {dayNames[day]}</span>
                  </Button>
                  {dayError ? <p className="text-sm font-medium text-destructive">{dayError}</p> : null}
                </div>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section title="Rules" description="What every booking respects, whatever the meeting type.">
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          <NumberField
            id="availability-before"
            label="Buffer before (minutes)"
            hint="Kept free before each meeting."
            value={rules.bufferBeforeMinutes}
            max={240}
            error={errorAt('bufferBeforeMinutes')}
            onChange={(value) => setRules((current) => ({ ...current, bufferBeforeMinutes: value ?? 0 }))}
          />
          <NumberField
            id="availability-after"
            label="Buffer after (minutes)"
            hint="Kept free after each meeting."
            value={rules.bufferAfterMinutes}
            max={240}
            error={errorAt('bufferAfterMinutes')}
            onChange={(value) => setRules((current) => ({ ...current, bufferAfterMinutes: value ?? 0 }))}
          />
          <NumberField
            id="availability-notice"
            label="Minimum notice (hours)"
            hint="No booking sooner than this."
            value={rules.minimumNoticeHours}
            max={720}
            error={errorAt('minimumNoticeHours')}
            onChange={(value) => setRules((current) => ({ ...current, minimumNoticeHours: value ?? 0 }))}
          />
          <NumberField
            id="availability-horizon"
            label="How far ahead (days)"
            hint="The booking pages offer times up to this many days ahead."
            value={rules.horizonDays}
            min={1}
            max={365}
            error={errorAt('horizonDays')}
            onChange={(value) => setRules((current) => ({ ...current, horizonDays: value ?? 1 }))}
          />
          <NumberField
            id="availability-max"
            label="At most per day"
            hint="Blank for no limit."
            value={rules.maxPerDay}
            min={1}
            max={50}
            error={errorAt('maxPerDay')}
            onChange={(value) => setRules((current) => ({ ...current, maxPerDay: value }))}
          />
          <div>
            <label htmlFor="availability-interval" className="block text-sm font-medium text-foreground">
              Times start every
            </label>
            <p className="mt-0.5 text-xs text-muted-foreground">Within each range of hours.</p>
            <select
              id="availability-interval"
              value={rules.slotIntervalMinutes}
              onChange={(event) => {
                const slotIntervalMinutes = Number(event.currentTarget.value)
                setRules((current) => ({ ...current, slotIntervalMinutes }))
              }}
              className={`${input} mt-1.5 w-full`}
            >
              {slotIntervals.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          </div>
        </div>
      </Section>

      <Section
        title="Dates off"
        description="Holidays, travel, conferences: no bookings from the first day to the last, in your zone."
      >
        <ul className="space-y-2">
          {rules.datesOff.map((range, index) => (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <label className="sr-only" htmlFor={`off-${index}-from`}>
                Dates off {index + 1}, first day
              </label>
              <input
                id={`off-${index}-from`}
                type="date"
                value={range.from}
                onChange={(event) => {
                  const from = event.currentTarget.value
                  setRules((current) => ({
                    ...current,
                    datesOff: current.datesOff.map((each, at) =>
                      at === index ? { from, to: each.to.localeCompare(from) < 0 ? from : each.to } : each,
                    ),
                  }))
                }}
                className={input}
              />
              <span aria-hidden="true" className="text-muted-foreground">
                to
              </span>
              <label className="sr-only" htmlFor={`off-${index}-to`}>
                Dates off {index + 1}, last day
              </label>
              <input
                id={`off-${index}-to`}
                type="date"
                value={range.to}
                onChange={(event) => {
                  const to = event.currentTarget.value
                  setRules((current) => ({
                    ...current,
                    datesOff: current.datesOff.map((each, at) => (at === index ? { ...each, to } : each)),
                  }))
                }}
                className={input}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove dates off ${range.from} to ${range.to}`}
                onClick={() =>
                  setRules((current) => ({
                    ...current,
                    datesOff: current.datesOff.filter((_, at) => at !== index),
                  }))
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        {errorUnder('datesOff') ? (
          <p className="mt-2 text-sm font-medium text-destructive">{errorUnder('datesOff')}</p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => {
            const today = new Date().toISOString().slice(0, 10)
            setRules((current) => ({
              ...current,
              datesOff: [...current.datesOff, { from: today, to: today }],
            }))
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add dates off
        </Button>
      </Section>

      {failure?.error ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          {failure.error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={fetcher.state !== 'idle'}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {fetcher.state !== 'idle' ? 'Saving…' : 'Save availability'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
