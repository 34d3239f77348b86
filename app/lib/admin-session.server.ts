import { type AppLoadContext, redirect } from 'react-router'
import type { AdminUser } from './models.ts'

export const sessionCookieName = 'session'
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  const match = header.match(new RegExp(`(?:^|;\\s*)${sessionCookieName}=([^;]+)`))
  if (!match?.[1]) return undefined
  try {
    return decodeURIComponent(match[1])
  } catch {
    return undefined
  }
}

/** Where to send the owner back to after signing in; only paths inside the admin are accepted. */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/admin') || target.startsWith('//') || target.startsWith('/admin/login')) {
    return '/admin'
  }
  return target
}

export function sessionCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${sessionCookieName}=${encodeURIComponent(token)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie('', secure, 0)
}

/**
 * The signed-in owner for an admin page, or a redirect to the sign-in page that comes back here.
 * A form post authenticated by the cookie must come from this site (its Origin), like the API.
 */
export async function requireAdminUser(
  request: Request,
  context: AppLoadContext,
): Promise<{ user: AdminUser; token: string }> {
  const token = readSessionToken(request)
  const user = token ? await context.services.auth.authenticate(token) : null
  if (!token || !user) {
    const url = new URL(request.url)
    const back = `${url.pathname}${url.search}`
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`, {
      headers: token ? { 'Set-Cookie': clearedSessionCookie(context.config.cookieSecure) } : undefined,
    })
  }
  if (!safeMethods.has(request.method.toUpperCase())) {
    if (!isSameOrigin(request.headers.get('origin'), new URL(request.url).host)) {
      throw new Response('Cross-origin request refused', { status: 403 })
    }
  }
  return { user, token }
}

function isSameOrigin(origin: string | null, host: string): boolean {
  if (!origin) return false
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
