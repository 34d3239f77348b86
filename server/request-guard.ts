import type { IncomingMessage } from 'node:http'

/** The methods the site answers; anything else (TRACE, TRACK, CONNECT, made-up ones) gets 405. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const allowed = new Set<string>(allowedMethods)

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
/** A DNS name or an IPv4 address, or an IPv6 address in brackets, with an optional port. */
const validHost = new RegExp(`^(?:${label}(?:\\.${label})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'i')

export type RequestRefusal = { status: 400 | 405 | 503; message: string; headers?: Record<string, string> }

export type RequestGuardOptions = {
  /** X-Forwarded-Host is read (and so checked) only behind a trusted proxy. */
  trustProxy: boolean
  /** ALLOWED_HOSTS: when set, the only hosts the site answers for (`name` for any port, or `name:port`). */
  allowedHosts?: ReadonlySet<string>
}

/** Paths a load balancer or orchestrator calls by address, whatever the configured hosts. */
export const probePaths: ReadonlySet<string> = new Set(['/healthz', '/readyz'])

function hostOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * What is wrong with a request before any of the site sees it, or undefined. The host it names goes
 * into links (canonical, Open Graph, feeds, emails) when PUBLIC_URL is not set, and into the URL React
 * Router builds for every page: it must be a host name, and one of ALLOWED_HOSTS when those are set.
 */
export function requestRefusal(
  req: IncomingMessage,
  options: RequestGuardOptions,
): RequestRefusal | undefined {
  const method = req.method ?? ''
  if (!allowed.has(method)) {
    return { status: 405, message: 'Method not allowed', headers: { Allow: allowedMethods.join(', ') } }
  }
  const host = hostOf(req.headers.host)
  if (!host) return { status: 400, message: 'Bad request: a Host header is required' }
  const forwarded = options.trustProxy ? hostOf(req.headers['x-forwarded-host']) : undefined
  const hosts = forwarded ? [host, forwarded.split(',')[0]!.trim()] : [host]
  if (hosts.some((value) => !validHost.test(value))) {
    return { status: 400, message: 'Bad request: the Host header is not a valid host name' }
  }
  const named = (forwarded ? hosts[1]! : host).toLowerCase()
  const path = (req.url ?? '').split('?')[0] ?? ''
  const known = (allowedHosts: ReadonlySet<string>) =>
    allowedHosts.has(named) || allowedHosts.has(named.replace(/:\d+$/, ''))
  if (options.allowedHosts && !known(options.allowedHosts) && !probePaths.has(path)) {
    return { status: 400, message: 'Bad request: this server does not answer for that host' }
  }
  return undefined
}

/** Answers a refused request in plain text; nothing else of the site runs. */
export function writeRefusal(res: import('node:http').ServerResponse, refusal: RequestRefusal) {
  const body = Buffer.from(`${refusal.message}\n`)
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...refusal.headers,
  })
  res.end(body)
}
