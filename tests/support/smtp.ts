import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedEmail = {
  from: string
  to: string[]
  raw: string
  subject: string
  header: (name: string) => string | undefined
  /** The decoded text of the plain-text part. */
  text: string
  /** The decoded HTML part ('' when there is none). */
  html: string
  hasHtmlPart: boolean
  /** The decoded calendar part (an invitation), '' when there is none. */
  calendar: string
  /** The calendar part's content type, with its `method`. */
  calendarType: string
}

function unfoldHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const separator = line.indexOf(':')
    if (separator > 0) headers.set(line.slice(0, separator).toLowerCase(), line.slice(separator + 1).trim())
  }
  return headers
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeWord(value: string): string {
  // RFC 2047: the white space between two adjacent encoded words is not part of the text.
  return value
    .replace(/(=\?utf-8\?[QB]\?[^?]*\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodedPart(raw: string, type: 'plain' | 'html' | 'calendar'): string {
  const start = raw.search(new RegExp(`Content-Type: text/${type}`, 'i'))
  if (start === -1) return ''
  const rest = raw.slice(start)
  const headerEnd = rest.search(/\r?\n\r?\n/)
  const partHeaders = rest.slice(0, headerEnd)
  const afterHeaders = rest.slice(headerEnd).replace(/^\r?\n\r?\n/, '')
  // The part ends at one of the message's MIME boundaries, not at any line starting "--": a text
  // part's signature starts "-- ".
  const ends = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)]
    .map((match) => afterHeaders.indexOf(`\n--${match[1]}`))
    .filter((index) => index !== -1)
  const boundary = ends.length > 0 ? Math.min(...ends) : afterHeaders.search(/\r?\n--/)
  const body = (boundary === -1 ? afterHeaders : afterHeaders.slice(0, boundary)).replace(/\r$/, '')
  if (/Content-Transfer-Encoding: base64/i.test(partHeaders)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(partHeaders)) return decodeQuotedPrintable(body)
  return body
}

export type LocalSmtpServer = {
  port: number
  url: string
  messages: ReceivedEmail[]
  /** Resolves when a message matching the predicate arrives (or already has). */
  waitFor: (predicate: (email: ReceivedEmail) => boolean, timeoutMs?: number) => Promise<ReceivedEmail>
  stop: () => Promise<void>
  /** Starts again on the same port after stop(). */
  start: () => Promise<void>
}

/** A real SMTP server on loopback that keeps what it receives, for asserting delivered emails. */
export async function startSmtpServer(port = 0): Promise<LocalSmtpServer> {
  const messages: ReceivedEmail[] = []
  const waiters = new Set<() => void>()
  let server: SMTPServer

  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const headers = unfoldHeaders(raw)
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw,
            subject: decodeWord(headers.get('subject') ?? ''),
            header: (name) => headers.get(name.toLowerCase()),
            text: decodedPart(raw, 'plain'),
            html: decodedPart(raw, 'html'),
            hasHtmlPart: /Content-Type: text\/html/i.test(raw),
            calendar: decodedPart(raw, 'calendar'),
            calendarType: /Content-Type: (text\/calendar[^\r\n]*)/i.exec(raw)?.[1] ?? '',
          })
          for (const wake of waiters) wake()
          callback()
        })
      },
    })
  }

  async function listen(onPort: number) {
    server = create()
    await new Promise<void>((resolve) => server.listen(onPort, '127.0.0.1', resolve))
    return (server.server.address() as AddressInfo).port
  }

  const boundPort = await listen(port)
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching email within ${timeoutMs} ms (got ${messages.length})`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: async () => {
      await listen(boundPort)
    },
  }
}
