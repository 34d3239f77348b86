import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type pg from 'pg'
import { contentTypes } from '~/content-types/index.ts'
import { notificationChannel } from '../db/repositories/notification-channel.server.ts'
import type { Database } from '../db/schema.ts'
import type { ContentChange, ContentEvents, ContentKind } from './content-events.server.ts'

const channel = 'content_changed'
/** Every kind a write announces: each content type's tag, the settings, and the bookings (their pages). */
const contentKinds = new Set<ContentKind>([
  ...contentTypes.map((type) => type.cacheKind),
  'settings',
  'booking',
])
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const maxPayloadBytes = 7_000
const maxRetryDelayMs = 30_000

type RelayLogger = {
  info: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

export type ContentEventRelay = {
  /** Settles once the first LISTEN succeeded or failed (it is retried in the background then). */
  ready: Promise<void>
  stop: () => Promise<void>
}

function parseChange(payload: string | undefined): (ContentChange & { from: string }) | undefined {
  try {
    const value = JSON.parse(payload ?? '') as { from?: unknown; kind?: unknown; slugs?: unknown }
    if (typeof value.from !== 'string' || !contentKinds.has(value.kind as ContentKind)) return undefined
    const slugs = Array.isArray(value.slugs) ? value.slugs.filter((slug) => typeof slug === 'string') : []
    return { from: value.from, kind: value.kind as ContentKind, slugs }
  } catch {
    return undefined
  }
}

/**
 * Carries content changes between instances sharing one PostgreSQL database: each local write is sent
 * with NOTIFY, and a dedicated connection LISTENs for the others'. While that connection is down,
 * changes can be missed, so after a reconnection every kind is reported as changed.
 */
export function startContentEventRelay(options: {
  connectionString: string
  db: Kysely<Database>
  events: ContentEvents
  logger: RelayLogger
}): ContentEventRelay {
  const { connectionString, events, logger } = options
  const changes = notificationChannel(options.db, channel)
  const instanceId = randomUUID()
  let client: pg.Client | undefined
  let stopped = false
  let failures = 0
  let everConnected = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const dead = new WeakSet<pg.Client>()

  const stopRelaying = events.onLocalChange(async (change) => {
    let payload = JSON.stringify({ from: instanceId, kind: change.kind, slugs: change.slugs })
    // Too many slugs to list: a settings change makes the others drop everything, which is always safe.
    if (Buffer.byteLength(payload) > maxPayloadBytes)
      payload = JSON.stringify({ from: instanceId, kind: 'settings', slugs: [] })
    await changes.notify(payload).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not tell the other instances about a content change')
    })
  })

  function onNotification(message: pg.Notification) {
    if (message.channel !== channel) return
    const change = parseChange(message.payload)
    if (!change || change.from === instanceId) return
    events.changedElsewhere({ kind: change.kind, slugs: change.slugs })
  }

  function retry(failed: pg.Client) {
    if (dead.has(failed)) return
    dead.add(failed)
    if (client === failed) client = undefined
    failed.end().catch(() => undefined)
    if (stopped) return
    const delay = Math.min(maxRetryDelayMs, 500 * 2 ** failures)
    failures += 1
    logger.warn({ retryInMs: delay }, 'lost the connection that listens for content changes')
    retryTimer = setTimeout(() => void connect(), delay)
    retryTimer.unref()
  }

  async function connect(): Promise<void> {
    const { default: driver } = await import('pg')
    const next = new driver.Client({ connectionString })
    next.on('error', () => retry(next))
    next.on('end', () => retry(next))
    next.on('notification', onNotification)
    try {
      await next.connect()
      await changes.listen(next)
    } catch {
      retry(next)
      return
    }
    if (stopped) {
      dead.add(next)
      await next.end().catch(() => undefined)
      return
    }
    client = next
    failures = 0
    if (everConnected) {
      logger.info({}, 'listening for content changes again')
      for (const kind of contentKinds) events.changedElsewhere({ kind, slugs: [] })
    }
    everConnected = true
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      stopRelaying()
      const current = client
      client = undefined
      if (current) {
        dead.add(current)
        await current.end().catch(() => undefined)
      }
    },
  }
}
