import type { Kysely } from 'kysely'
import type { SendMailOptions, Transporter } from 'nodemailer'
import type { DialectName } from '../../db/dialect.server.ts'
import { outboxRepository } from '../../db/repositories/outbox.server.ts'
import type { Database } from '../../db/schema.ts'

type Logger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

export const maxSendAttempts = 8
const batchSize = 10
const lockMs = 5 * 60 * 1000

/** The base delay, doubled for every failed attempt (30 s, 1 min, 2 min, ...), capped at one hour. */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

/**
 * An invitation as nodemailer's calendar part: `text/calendar; method=REQUEST` (or CANCEL) beside the
 * text and HTML, which is what mail clients read to offer Accept and Decline or to remove the meeting.
 */
function calendarPart(calendar: string): { method: string; filename: string; content: string } {
  const method = /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'PUBLISH'
  return { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: calendar }
}

/** What the worker needs of a mail transport. */
export type MailTransport = {
  sendMail: (message: SendMailOptions) => Promise<unknown>
  close: () => void
}

/** An SMTP transport whose library (about 15 MB of memory) loads with the first email sent. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined
  const load = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never),
    )
    return transporter
  }
  return {
    sendMail: async (message) => (await load()).sendMail(message),
    close: () => {
      void transporter?.then((loaded) => loaded.close())
    },
  }
}

/**
 * Sends what the outbox holds. Rows are claimed before sending (with SKIP LOCKED on PostgreSQL, so
 * several instances never send the same email), retried with backoff, and a claim left behind by a
 * crashed process expires and is taken up again.
 */
export function createOutboxWorker(options: {
  db: Kysely<Database>
  dialect: DialectName
  transport: MailTransport | undefined
  from: string
  logger: Logger
  pollIntervalMs: number
  retryBaseMs?: number
}) {
  const { transport, from, logger } = options
  const outbox = outboxRepository(options.db, options.dialect)
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let again = false
  let stopping = false

  async function sendBatch(): Promise<number> {
    if (!transport) return 0
    const claimed = await outbox.claimDue(batchSize, lockMs)
    for (const [index, email] of claimed.entries()) {
      if (stopping) {
        await outbox.release(claimed.slice(index).map((unsent) => unsent.id))
        break
      }
      try {
        await transport.sendMail({
          from,
          to: email.toAddress,
          replyTo: email.replyTo ?? undefined,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody ?? undefined,
          headers: email.headers ? (JSON.parse(email.headers) as Record<string, string>) : undefined,
          ...(email.calendar ? { icalEvent: calendarPart(email.calendar) } : {}),
        })
        await outbox.markSent(email.id)
        logger.info({ outboxId: email.id, kind: email.kind }, 'email sent')
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed'
        const giveUp = email.attempts >= maxSendAttempts
        await outbox.markNotSent(email.id, {
          lastError: message,
          giveUp,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts, options.retryBaseMs)),
        })
        logger.warn({ outboxId: email.id, attempts: email.attempts, giveUp }, `email not sent: ${message}`)
      }
    }
    return claimed.length
  }

  /** Sends until nothing due is left; concurrent calls share one run. */
  function drain(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      do {
        again = false
        let sent: number
        do {
          sent = await sendBatch()
          total += sent
        } while (sent === batchSize && !stopping)
      } while (again && !stopping)
      return total
    })().finally(() => {
      running = undefined
    })
    return running
  }

  function drainQuietly() {
    drain().catch((error: unknown) => logger.warn({ err: error }, 'outbox run failed'))
  }

  return {
    configured: transport !== undefined,
    drain,
    /** Asks for a run soon, e.g. right after an email was queued. */
    kick: () => {
      if (transport && !stopping) setImmediate(drainQuietly)
    },
    start() {
      if (!transport || timer) return
      timer = setInterval(drainQuietly, options.pollIntervalMs)
      timer.unref()
      drainQuietly()
    },
    /** Lets the email being sent finish and records it; the rest of its batch goes back to the queue. */
    async stop() {
      stopping = true
      if (timer) clearInterval(timer)
      timer = undefined
      await running?.catch(() => undefined)
      transport?.close()
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
