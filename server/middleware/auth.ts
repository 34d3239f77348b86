import type { NextFunction, Request, Response } from 'express'
import type { AdminUser } from '~/lib/models.ts'
import type { AuthService } from '~/services/auth.server.ts'
import { DomainError, UnauthorizedError } from '~/services/errors.ts'

export const sessionCookieName = 'session'

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

export type SessionCredential = { token: string; source: 'bearer' | 'cookie' }

export function readSessionCredential(req: Request): SessionCredential | undefined {
  const authorization = req.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return { token: bearer, source: 'bearer' }
  const cookie = readCookie(req.get('cookie'), sessionCookieName)
  return cookie ? { token: cookie, source: 'cookie' } : undefined
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A browser sends its cookie on cross-site requests too; a state change by cookie must come from here. */
export function isSameOrigin(req: Request): boolean {
  const origin = req.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host === req.get('host')
  } catch {
    return false
  }
}

declare global {
  namespace Express {
    interface Locals {
      admin?: AdminUser
      sessionToken?: string
    }
  }
}

export function requireAdmin(auth: AuthService) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const credential = readSessionCredential(req)
    const user = credential ? await auth.authenticate(credential.token) : null
    if (!credential || !user) return next(new UnauthorizedError('Authentication required'))
    if (credential.source === 'cookie' && !safeMethods.has(req.method) && !isSameOrigin(req)) {
      return next(new DomainError(403, 'Cross-origin request refused'))
    }
    res.locals.admin = user
    res.locals.sessionToken = credential.token
    next()
  }
}
