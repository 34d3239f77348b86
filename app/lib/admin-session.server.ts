import { redirect } from 'react-router'
import { readCookie, serverCookie } from '~/lib/cookies.ts'
import type { SiteContext } from '~/lib/site-context.ts'
import { isSameOrigin, siteOrigin } from '~/lib/site-url.ts'
import { trustedDeviceCookieName, trustedDeviceLifetimeMs } from '~/services/auth.server.ts'
import type { AdminUser } from './models.ts'

export const sessionCookieName = 'session'
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), sessionCookieName)
}

/** The cookie of a browser that signed in before (sign-in limits do not hold it back). */
export function readTrustedDeviceToken(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), trustedDeviceCookieName)
}

/** Where to send the owner back to after signing in; only paths inside the admin are accepted. */
const resolutionBase = 'http://site.invalid'

/**
 * Where the sign-in goes next: the requested admin page when, resolved as a browser would resolve it
 * (dot segments, backslashes, doubled slashes), it stays on this site under /admin; otherwise /admin.
 */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target) return '/admin'
  let url: URL
  try {
    url = new URL(target, resolutionBase)
  } catch {
    return '/admin'
  }
  const underAdmin = url.pathname === '/admin' || url.pathname.startsWith('/admin/')
  if (url.origin !== resolutionBase || !underAdmin || url.pathname.startsWith('/admin/login')) return '/admin'
  return `${url.pathname}${url.search}${url.hash}`
}

export function sessionCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return serverCookie(sessionCookieName, token, secure, maxAgeSeconds)
}

export function trustedDeviceCookie(token: string, secure: boolean): string {
  return serverCookie(trustedDeviceCookieName, token, secure, trustedDeviceLifetimeMs / 1000)
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
  context: Pick<SiteContext, 'services' | 'config'>,
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
    if (!isSameOrigin(request.headers.get('origin'), siteOrigin(request, context.config.publicUrl))) {
      throw new Response('Cross-origin request refused', { status: 403 })
    }
  }
  return { user, token }
}
