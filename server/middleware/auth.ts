import type { NextFunction, Request, Response } from 'express'
import { sessionCookieName } from '~/lib/admin-session.server.ts'
import { readCookie } from '~/lib/cookies.ts'
import type { AdminUser } from '~/lib/models.ts'
import { isSameOrigin } from '~/lib/site-url.ts'
import type { AuthService } from '~/services/auth.server.ts'
import { DomainError, UnauthorizedError } from '~/services/errors.ts'

export type SessionCredential = { token: string; source: 'bearer' | 'cookie' }

export function readSessionCredential(req: Request): SessionCredential | undefined {
  const authorization = req.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return { token: bearer, source: 'bearer' }
  const cookie = readCookie(req.get('cookie'), sessionCookieName)
  return cookie ? { token: cookie, source: 'cookie' } : undefined
}

/**
 * Whether the request speaks for a signed-in owner. A made-up, expired or revoked token counts as none,
 * so a cookie or an Authorization header cannot take a public read past the caches to be made afresh.
 */
export async function isSignedIn(req: Request, auth: Pick<AuthService, 'authenticate'>): Promise<boolean> {
  const credential = readSessionCredential(req)
  return credential !== undefined && (await auth.authenticate(credential.token)) !== null
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A browser sends its cookie on cross-site requests too; a state change by cookie must come from this
 * site's own origin (PUBLIC_URL, or the scheme and host the request came to).
 */
export function isCookieRequestFromHere(req: Request, publicUrl: string | undefined): boolean {
  return isSameOrigin(req.get('origin'), publicUrl ?? `${req.protocol}://${req.get('host')}`)
}

declare global {
  namespace Express {
    interface Locals {
      admin?: AdminUser
      sessionToken?: string
    }
  }
}

export function requireAdmin(auth: AuthService, publicUrl: string | undefined) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const credential = readSessionCredential(req)
    const user = credential ? await auth.authenticate(credential.token) : null
    if (!credential || !user) return next(new UnauthorizedError('Authentication required'))
    if (
      credential.source === 'cookie' &&
      !safeMethods.has(req.method) &&
      !isCookieRequestFromHere(req, publicUrl)
    ) {
      return next(new DomainError(403, 'Cross-origin request refused'))
    }
    res.locals.admin = user
    res.locals.sessionToken = credential.token
    next()
  }
}
