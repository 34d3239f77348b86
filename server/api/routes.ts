import express, { type NextFunction, type Request, type Response, Router } from 'express'
import type { ZodType } from 'zod'
import type { ContentType } from '~/content-types/definition.ts'
import { contentTypes } from '~/content-types/index.ts'
import { concurrencyLimit } from '~/lib/concurrency.ts'
import { blogListQuerySchema, projectListQuerySchema, searchQuerySchema } from '~/schemas/content.ts'
import { acceptedImageTypes, maxUploadBytes } from '~/services/uploads.server.ts'
import { privateNoStore, publicJsonCacheControl } from '../cache-control.ts'
import { isSignedIn, requireAdmin } from '../middleware/auth.ts'
import { apiErrorHandler, apiNotFound } from '../middleware/errors.ts'
import { refuseUnstorableText } from '../middleware/storable-text.ts'
import * as booking from './booking-handlers.ts'
import * as api from './handlers.ts'

/**
 * `shared`: a public read whose answer is the same for everyone, kept in memory until content changes
 * (server/page-cache/json-reads.ts); `public`: anyone, answered afresh; `admin`: the signed-in owner.
 */
type Guard = 'shared' | 'public' | 'admin'
type Route = [
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  guard: Guard,
  handler: api.Handler,
]

/** A content type's admin endpoints: its list, create, update and delete. */
function contentAdminRoutes(type: ContentType): Route[] {
  const path = `/admin/${type.admin.path}`
  const handle = api.contentHandlers(type)
  const routes: Route[] = [
    ['get', path, 'admin', handle.list],
    ['post', path, 'admin', handle.create],
    ['patch', `${path}/:id`, 'admin', handle.update],
    ['delete', `${path}/:id`, 'admin', handle.remove],
  ]
  if (type.order === 'owner') routes.push(['post', `${path}/:id/move`, 'admin', handle.move])
  return routes
}

/**
 * Every JSON endpoint, one line each (spec §7 plus the admin's own reads), but the page-view beacon
 * (`POST /api/event`), which the fast lane answers before Express (server/api/page-view-beacon.ts).
 */
export const apiRoutes: Route[] = [
  ['get', '/projects', 'shared', api.listProjects],
  ['get', '/blog-posts', 'shared', api.listPublishedPosts],
  ['get', '/blog-posts/:slug', 'shared', api.getPublishedPost],
  ['get', '/testimonials', 'shared', api.listTestimonials],
  ['get', '/search', 'shared', api.search],
  ['get', '/form-token', 'public', api.formToken],
  ['post', '/contact', 'public', api.createContact],
  ['post', '/accessibility-report', 'public', api.createBarrierReport],
  ['post', '/newsletter/subscribe', 'public', api.subscribeNewsletter],
  ['post', '/demo-requests', 'public', api.createDemoRequest],
  ['post', '/generate-qr-code', 'public', api.generateQrCode],
  ['post', '/create-payment-intent', 'public', api.createPaymentIntent],
  ['post', '/orders/upgrade', 'public', api.upgradeOrder],
  ['post', '/stripe/webhook', 'public', api.stripeWebhook],
  ['get', '/meeting-types', 'public', booking.listMeetingTypes],
  ['get', '/bookings/times', 'public', booking.bookingTimes],
  ['post', '/bookings', 'public', booking.createBooking],
  ['get', '/bookings/feed/:file', 'public', booking.ownerBookingsFeed],
  ['get', '/bookings/:id', 'public', booking.getBooking],
  ['get', '/bookings/:id/invite.ics', 'public', booking.bookingIcs],
  ['post', '/bookings/:id/cancel', 'public', booking.cancelBooking],
  ['post', '/bookings/:id/reschedule', 'public', booking.rescheduleBooking],
  ['post', '/admin/login', 'public', api.login],
  ['post', '/admin/logout', 'public', api.logout],
  ['get', '/admin/me', 'admin', api.currentAdmin],
  ['get', '/contacts', 'admin', api.listContacts],
  ...contentTypes.flatMap(contentAdminRoutes),
  ['get', '/admin/dashboard', 'admin', api.dashboard],
  ['get', '/admin/analytics', 'admin', api.analyticsReport],
  ['get', '/admin/analytics.csv', 'admin', api.exportAnalytics],
  ['get', '/admin/analytics/weekly-email', 'admin', api.weeklyEmailSetting],
  ['put', '/admin/analytics/weekly-email', 'admin', api.saveWeeklyEmailSetting],
  ['get', '/admin/leads', 'admin', api.listLeads],
  ['get', '/admin/leads.csv', 'admin', api.exportLeads],
  ['get', '/admin/leads/:kind/:id', 'admin', api.getLead],
  ['patch', '/admin/leads/:kind/:id', 'admin', api.updateLead],
  ['delete', '/admin/leads/:kind/:id', 'admin', api.deleteLead],
  ['get', '/admin/subscribers', 'admin', api.listSubscribers],
  ['get', '/admin/subscribers.csv', 'admin', api.exportSubscribers],
  ['patch', '/admin/subscribers/:id', 'admin', api.updateSubscriber],
  ['get', '/admin/orders', 'admin', api.listOrders],
  ['get', '/admin/bookings', 'admin', booking.adminBookings],
  ['get', '/admin/bookings/:id', 'admin', booking.adminBooking],
  ['patch', '/admin/bookings/:id', 'admin', booking.adminUpdateBooking],
  ['post', '/admin/bookings/:id/reschedule', 'admin', booking.adminRescheduleBooking],
  ['get', '/admin/booking/availability', 'admin', booking.adminAvailability],
  ['put', '/admin/booking/availability', 'admin', booking.adminSaveAvailability],
  ['get', '/admin/booking/feeds', 'admin', booking.adminFeeds],
  ['post', '/admin/booking/feeds', 'admin', booking.adminAddFeed],
  ['patch', '/admin/booking/feeds/:id', 'admin', booking.adminUpdateFeed],
  ['delete', '/admin/booking/feeds/:id', 'admin', booking.adminRemoveFeed],
  ['post', '/admin/booking/feeds/:id/refresh', 'admin', booking.adminRefreshFeed],
  ['get', '/admin/booking/calendar-url', 'admin', booking.adminCalendarUrl],
  ['post', '/admin/booking/calendar-url', 'admin', booking.adminRevokeCalendarUrl],
  ['get', '/admin/settings/profile', 'admin', api.getProfileSettings],
  ['put', '/admin/settings/profile', 'admin', api.updateProfileSettings],
  ['post', '/admin/password', 'admin', api.changePassword],
  ['post', '/admin/uploads', 'admin', api.uploadImage],
  ['delete', '/admin/uploads/:id', 'admin', api.deleteUpload],
]

/** What each shared read reads of its query string (parsed as its handler parses it). */
const sharedReadQueries: Record<string, ZodType> = {
  '/projects': projectListQuerySchema,
  '/blog-posts': blogListQuerySchema,
  '/search': searchQuerySchema,
}

const sharedReads = apiRoutes
  .filter(([method, , guard]) => method === 'get' && guard === 'shared')
  .map(([, path]) => ({
    path,
    // Express matches routes whatever their case and with a trailing slash; so does this.
    pattern: new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}/?$`, 'i'),
  }))

/**
 * The memory cache's key for a shared read (`url` below /api): its route with the path's values, and
 * the query as the handler reads it, canonical, so no spelling of the same answer (`?x=1`, `?page=01`,
 * `/PROJECTS/`) makes a second entry; undefined when it is no shared read or its query is invalid (the
 * handler then answers 400).
 */
export function sharedReadKey(pathname: string, query: unknown): string | undefined {
  for (const { path, pattern } of sharedReads) {
    const match = pattern.exec(pathname)
    if (!match) continue
    const values = match.slice(1)
    const route = path.replace(/:\w+/g, () => values.shift() ?? '')
    const schema = sharedReadQueries[path]
    if (!schema) return route
    const parsed = schema.safeParse(query)
    if (!parsed.success) return undefined
    const entries = Object.entries(parsed.data as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `${route}?${JSON.stringify(entries)}`
  }
  return undefined
}

const publicAdminPaths = new Set(['/admin/login', '/admin/logout'])
/** First path segments that only the signed-in owner may reach: `admin` and `contacts`. */
const adminSegments = new Set(
  apiRoutes.filter(([, , guard]) => guard === 'admin').map(([, path]) => path.split('/')[1]!),
)

/**
 * The path as a router might end up reading it: percent-decoded (repeatedly), slashes collapsed,
 * no trailing slash, lower case. Guarding on this means no other spelling of an admin path slips past.
 */
export function canonicalApiPath(path: string): string {
  let decoded = path
  for (let round = 0; round < 3; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      break
    }
    if (next === decoded) break
    decoded = next
  }
  return decoded
    .replace(/[\\/]+/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase()
}

export function apiRouter(context: api.HandlerContext): Router {
  const router = Router()
  // Stripe signs the exact bytes it sent, so its webhook gets the raw body.
  router.use('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }))
  router.use(express.json({ limit: '100kb', strict: true }))
  router.use((_req, res, next) => {
    res.set('Cache-Control', privateNoStore)
    next()
  })

  const adminGuard = requireAdmin(context.services.auth, context.publicUrl)
  // Every admin path is guarded before routing, whatever its spelling.
  router.use((req, res, next) => {
    const path = canonicalApiPath(req.path)
    if (!adminSegments.has(path.split('/')[1] ?? '') || publicAdminPaths.has(path)) return next()
    return adminGuard(req, res, next)
  })
  router.use(refuseUnstorableText)
  // Uploads are taken one at a time, body included: the next image is not even read until the one
  // before is stored, so twenty at once hold one image's memory, not twenty (TCP holds the rest back).
  const oneUploadAtATime = concurrencyLimit(1)
  router.post('/admin/uploads', (_req, res, next) => {
    void oneUploadAtATime(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', resolve)
          next()
        }),
    )
  })
  router.use('/admin/uploads', express.raw({ type: [...acceptedImageTypes], limit: maxUploadBytes }))

  for (const [method, path, guard, handler] of apiRoutes) {
    router[method](path, async (req: Request, res: Response, next: NextFunction) => {
      try {
        // A made-up or expired credential is no one's: the read is answered as to any visitor.
        const publicRead = guard !== 'admin' && !(await isSignedIn(req, context.services.auth))
        // Public reads may be stored anywhere but revalidated (ETag) each time; the rest stays private.
        if (method === 'get' && publicRead) res.set('Cache-Control', publicJsonCacheControl)
        if (guard === 'shared' && publicRead && context.jsonReads) {
          await context.jsonReads.respond(req, res, (services) => handler(req, res, { ...context, services }))
          return
        }
        const body = await handler(req, res, context)
        if (body !== undefined) res.json(body)
      } catch (error) {
        next(error)
      }
    })
  }
  router.use(apiNotFound)
  router.use(apiErrorHandler)
  return router
}
