import type { Request, Response } from 'express'
import { type ContentType, capitalized } from '~/content-types/definition.ts'
import { listQuerySchema } from '~/content-types/list-query.ts'
import { languageFromCookieHeader } from '~/i18n/config.ts'
import { sessionCookieName } from '~/lib/admin-session.server.ts'
import { readCookie } from '~/lib/cookies.ts'
import type { Page } from '~/lib/pagination.ts'
import {
  changePasswordSchema,
  type LeadKind,
  leadKinds,
  leadListQuerySchema,
  leadUpdateSchema,
  profileSettingsSchema,
  subscriberUpdateSchema,
} from '~/schemas/admin.ts'
import { analyticsFilterSchema, weeklyEmailSettingSchema } from '~/schemas/analytics.ts'
import { loginInputSchema } from '~/schemas/auth.ts'
import {
  blogListQuerySchema,
  moveInputSchema,
  projectListQuerySchema,
  searchQuerySchema,
} from '~/schemas/content.ts'
import { formTokenQuerySchema } from '~/schemas/leads.ts'
import { parseInput } from '~/schemas/parse.ts'
import { paymentIntentInputSchema, upgradeInputSchema } from '~/schemas/payments.ts'
import { qrCodeInputSchema } from '~/schemas/qr.ts'
import { analyticsClientOf } from '~/services/analytics/analytics.server.ts'
import { analyticsFilterOf } from '~/services/analytics/reports.server.ts'
import {
  sessionAbsoluteLifetimeMs,
  trustedDeviceCookieName,
  trustedDeviceLifetimeMs,
} from '~/services/auth.server.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import { DomainError, NotFoundError, ValidationError } from '~/services/errors.ts'
import { renderContactQrPng } from '~/services/qr.server.ts'
import type { Services } from '~/services/runtime.server.ts'
import { isCookieRequestFromHere, isSignedIn, readSessionCredential } from '../middleware/auth.ts'
import type { JsonReadCache } from '../page-cache/json-reads.ts'
import { visitorOf } from '../visitor.ts'

export type HandlerContext = {
  services: Services
  cookieSecure: boolean
  /** PUBLIC_URL: the site's origin, when configured. */
  publicUrl: string | undefined
  /** Keeps the answers of the `shared` reads; without it they are read afresh each time. */
  jsonReads?: JsonReadCache
}
export type Handler = (req: Request, res: Response, context: HandlerContext) => Promise<unknown>

/** Ids are 32-bit integers (PostgreSQL `serial`); anything larger cannot exist. */
const maxDatabaseId = 2_147_483_647

function idParam(req: Request, noun: string): number {
  const raw = String(req.params.id)
  const id = Number(raw)
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > maxDatabaseId) throw new NotFoundError(`${noun} not found`)
  return id
}

/**
 * A page of a list as the spec's JSON array, with where it sits in headers: `X-Total-Count`, and a
 * `Link` header naming the first, previous, next and last pages (RFC 8288). The links carry only the
 * validated parameters the request named, so a header never repeats whatever else the query held.
 */
const maxLinkHeaderLength = 8_000

function listAnswer<T>(req: Request, res: Response, page: Page<T>, read: Record<string, unknown>): T[] {
  const kept = new URLSearchParams()
  for (const [name, value] of Object.entries(read))
    if (name !== 'page' && value !== undefined && Object.hasOwn(req.query, name))
      kept.set(name, String(value))
  const at = (number: number) => {
    kept.set('page', String(number))
    return `<${req.baseUrl}${req.path}?${kept}>`
  }
  const links = [`${at(1)}; rel="first"`]
  if (page.page > 1) links.push(`${at(Math.min(page.page - 1, page.pageCount))}; rel="prev"`)
  if (page.page < page.pageCount) links.push(`${at(page.page + 1)}; rel="next"`)
  links.push(`${at(page.pageCount)}; rel="last"`)
  res.set('X-Total-Count', String(page.total))
  // A long search in a non-Latin script could outgrow what clients accept in headers; the page
  // parameter still works without the hint.
  const link = links.join(', ')
  if (link.length <= maxLinkHeaderLength) res.set('Link', link)
  return page.items
}

export const listProjects: Handler = async (req, res, { services }) => {
  const read = parseInput(projectListQuerySchema, req.query)
  const { featured, category, page, limit } = read
  return listAnswer(
    req,
    res,
    await services.projects.page({ featured, category, page, perPage: limit }),
    read,
  )
}

export const listPublishedPosts: Handler = async (req, res, { services }) => {
  const read = parseInput(blogListQuerySchema, req.query)
  const { category, page, limit } = read
  return listAnswer(
    req,
    res,
    await services.blogPosts.publishedPage({ category, page, perPage: limit }),
    read,
  )
}

export const getPublishedPost: Handler = (req, _res, { services }) =>
  services.blogPosts.getPublishedBySlug(String(req.params.slug))

export const listTestimonials: Handler = (_req, _res, { services }) => services.testimonials.list()

export const search: Handler = async (req, res, { services }) => {
  const read = parseInput(searchQuerySchema, req.query)
  return listAnswer(
    req,
    res,
    await services.search.search(read.q, { page: read.page, perPage: read.limit, language: read.lang }),
    read,
  )
}

/** A fresh render-time token for a public form, fetched when the form appears in the browser. */
export const formToken: Handler = async (req, res, { services }) => {
  const { form } = parseInput(formTokenQuerySchema, req.query)
  res.set('Cache-Control', 'no-store')
  return { formToken: services.forms.issueToken(form) }
}

export const createContact: Handler = async (req, res, { services }) => {
  const contact = await services.publicForms.sendContact(req.body, visitorOf(req))
  res.status(201)
  return { id: contact.id, message: 'Message sent successfully!' }
}

export const createBarrierReport: Handler = async (req, res, { services }) => {
  const report = await services.publicForms.reportBarrier(req.body, visitorOf(req))
  res.status(201)
  return { id: report.id, message: 'Report sent successfully!' }
}

export const subscribeNewsletter: Handler = async (req, _res, { services }) => {
  await services.publicForms.subscribe(req.body, visitorOf(req))
  return { message: 'Successfully subscribed!' }
}

export const createDemoRequest: Handler = async (req, res, { services }) => {
  const demoRequest = await services.publicForms.requestDemo(req.body, visitorOf(req))
  res.status(201)
  return { id: demoRequest.id, message: 'Demo request submitted successfully!' }
}

export const generateQrCode: Handler = async (req, res) => {
  const png = await renderContactQrPng(parseInput(qrCodeInputSchema, req.body))
  res.type('png').set('Cache-Control', 'no-store').send(png)
  return undefined
}

export const createPaymentIntent: Handler = async (req, _res, { services }) => {
  const visitor = visitorOf(req)
  const input = parseInput(paymentIntentInputSchema, req.body)
  const created = await services.payments.createIntent(input, visitor.language)
  const client = analyticsClientOf(visitor)
  if (client) await services.analytics.rememberOrderVisit(created.orderId, client)
  return created
}

/**
 * The page-view beacon (navigator.sendBeacon, a text body). Answered 202 at once whether the view is
 * counted or not: the page view waits in memory for the next batch.
 */
export const collectPageView: Handler = async (req, res, { services }) => {
  let body: unknown = req.body
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      throw new ValidationError('The body must be JSON: {"url": "...", "referrer": "..."}')
    }
  }
  const optedOut = req.get('dnt') === '1' || req.get('sec-gpc') === '1'
  await services.analytics.collect(body, {
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent'),
    site: req.get('host') ?? 'unknown',
    optedOut,
    signedIn: !optedOut && (await isSignedIn(req, services.auth)),
  })
  res.status(202).end()
  return undefined
}

export const analyticsReport: Handler = async (req, _res, { services }) =>
  services.analyticsReports.report(
    analyticsFilterOf(parseInput(analyticsFilterSchema, req.query), new Date()),
  )

export const exportAnalytics: Handler = async (req, res, { services }) => {
  const filter = analyticsFilterOf(parseInput(analyticsFilterSchema, req.query), new Date())
  const table = String(req.query.table ?? '')
  const csv = await services.analyticsReports.csv(table, filter)
  res
    .type('text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="analytics-${table}-${filter.from}-${filter.to}.csv"`)
    .send(csv)
  return undefined
}

export const weeklyEmailSetting: Handler = async (_req, _res, { services }) =>
  services.weeklyAnalyticsEmail.view()

/** Turns the weekly email on or off, in the language given or else the admin's saved one (its cookie). */
export const saveWeeklyEmailSetting: Handler = async (req, _res, { services }) => {
  const input = parseInput(weeklyEmailSettingSchema, req.body)
  return services.weeklyAnalyticsEmail.save({
    enabled: input.enabled,
    language: input.language ?? languageFromCookieHeader(req.get('cookie')),
  })
}

export const login: Handler = async (req, res, { services, cookieSecure }) => {
  const { username, password, totp } = parseInput(loginInputSchema, req.body)
  const session = await services.auth.login({
    username,
    password,
    code: totp,
    ip: req.ip ?? 'unknown',
    previousToken: readSessionCredential(req)?.token,
    deviceToken: readCookie(req.get('cookie'), trustedDeviceCookieName),
  })
  res.cookie(sessionCookieName, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: '/',
    maxAge: sessionAbsoluteLifetimeMs,
  })
  res.cookie(trustedDeviceCookieName, session.deviceToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: '/',
    maxAge: trustedDeviceLifetimeMs,
  })
  return { token: session.token, user: session.user }
}

export const logout: Handler = async (req, res, { services, cookieSecure, publicUrl }) => {
  const credential = readSessionCredential(req)
  // Signing out by cookie is a state change like any other: another site's page must not do it.
  if (credential?.source === 'cookie' && !isCookieRequestFromHere(req, publicUrl)) {
    throw new DomainError(403, 'Cross-origin request refused')
  }
  if (credential) await services.auth.logout(credential.token)
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: cookieSecure, path: '/' })
  return { message: 'Signed out' }
}

export const currentAdmin: Handler = async (_req, res) => ({ user: res.locals.admin })

export const listContacts: Handler = (_req, _res, { services }) => services.leads.listContacts()

/** The owner's list, create, update and delete of one content type, made from its declaration. */
export function contentHandlers(type: ContentType) {
  const noun = capitalized(type.noun)
  const query = listQuerySchema(type)
  return {
    list: (async (req, res, { services }) => {
      const { page, limit, ...filter } = parseInput(query, req.query)
      const answer = await contentServiceOf(services, type).allPage({ page, perPage: limit }, filter)
      return listAnswer(req, res, answer, { page, limit, ...filter })
    }) satisfies Handler,
    create: (async (req, res, { services }) => {
      const item = await contentServiceOf(services, type).create(parseInput(type.inputSchema, req.body))
      res.status(201)
      return item
    }) satisfies Handler,
    update: ((req, _res, { services }) =>
      contentServiceOf(services, type).update(
        idParam(req, noun),
        parseInput(type.patchSchema, req.body),
      )) satisfies Handler,
    remove: (async (req, _res, { services }) => {
      await contentServiceOf(services, type).remove(idParam(req, noun))
      return { message: `${noun} deleted successfully` }
    }) satisfies Handler,
    move: (async (req, _res, { services }) => {
      const { direction } = parseInput(moveInputSchema, req.body)
      await contentServiceOf(services, type).move(idParam(req, noun), direction)
      return { message: `${noun} moved ${direction}` }
    }) satisfies Handler,
  }
}

export const dashboard: Handler = (_req, _res, { services }) => services.dashboard.figures()

function leadKey(req: Request): { kind: LeadKind; id: string } {
  const kind = String(req.params.kind)
  const id = String(req.params.id)
  if (!(leadKinds as readonly string[]).includes(kind) || id.length > 100 || id.includes('\0'))
    throw new NotFoundError('Lead not found')
  // Demo requests have serial ids; anything else would reach PostgreSQL as an invalid integer.
  if (kind === 'demo' && (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > maxDatabaseId))
    throw new NotFoundError('Lead not found')
  return { kind: kind as LeadKind, id }
}

export const listLeads: Handler = (req, _res, { services }) =>
  services.pipeline.list(parseInput(leadListQuerySchema, req.query))

export const exportLeads: Handler = async (req, res, { services }) => {
  const csv = await services.pipeline.exportCsv(parseInput(leadListQuerySchema, req.query))
  res.type('text/csv').attachment('leads.csv').send(csv)
  return undefined
}

export const getLead: Handler = (req, _res, { services }) => {
  const { kind, id } = leadKey(req)
  return services.pipeline.get(kind, id)
}

export const updateLead: Handler = (req, _res, { services }) => {
  const { kind, id } = leadKey(req)
  return services.pipeline.update(kind, id, parseInput(leadUpdateSchema, req.body))
}

export const deleteLead: Handler = async (req, _res, { services }) => {
  const { kind, id } = leadKey(req)
  await services.pipeline.remove(kind, id)
  return { message: 'Lead deleted successfully' }
}

export const listSubscribers: Handler = (_req, _res, { services }) => services.records.subscribers()

export const updateSubscriber: Handler = async (req, _res, { services }) => {
  const { isActive } = parseInput(subscriberUpdateSchema, req.body)
  await services.records.setSubscriberActive(idParam(req, 'Subscriber'), isActive === 1)
  return { message: isActive === 1 ? 'Subscriber reactivated' : 'Subscriber deactivated' }
}

export const exportSubscribers: Handler = async (_req, res, { services }) => {
  res
    .type('text/csv')
    .attachment('newsletter-subscribers.csv')
    .send(await services.records.activeSubscribersCsv())
  return undefined
}

export const listOrders: Handler = (_req, _res, { services }) => services.records.orders()

export const getProfileSettings: Handler = async (_req, _res, { services }) => {
  // The photo's variants are for pages; the settings form edits (and sends back) only the stored fields.
  const { photo: _photo, ...profile } = await services.settings.getProfile()
  return profile
}

export const updateProfileSettings: Handler = (req, _res, { services }) =>
  services.settings.updateProfile(parseInput(profileSettingsSchema, req.body))

export const changePassword: Handler = async (req, res, { services }) => {
  const input = parseInput(changePasswordSchema, req.body)
  const admin = res.locals.admin
  if (!admin || !res.locals.sessionToken) throw new NotFoundError('No session')
  await services.auth.changePassword(
    admin.id,
    res.locals.sessionToken,
    input.currentPassword,
    input.newPassword,
  )
  return { message: 'Password changed' }
}

function decodedFileName(header: string): string {
  try {
    return decodeURIComponent(header)
  } catch {
    throw new ValidationError('X-File-Name must be percent-encoded UTF-8')
  }
}

export const uploadImage: Handler = async (req, res, { services }) => {
  if (!Buffer.isBuffer(req.body) || req.body.byteLength === 0) {
    throw new ValidationError(
      'Send the image as the request body with its Content-Type (image/jpeg, image/png or image/webp)',
    )
  }
  const originalName = req.get('x-file-name')
  const stored = await services.uploads.saveImage({
    buffer: req.body,
    contentType: String(req.get('content-type')).split(';')[0]!.trim(),
    originalName: originalName ? decodedFileName(originalName) : undefined,
  })
  res.status(201)
  return stored
}

export const deleteUpload: Handler = async (req, _res, { services }) => {
  const id = String(req.params.id)
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    throw new NotFoundError('No such upload')
  await services.uploads.deleteImage(id)
  return { message: 'Image deleted' }
}

export const upgradeOrder: Handler = (req, _res, { services }) =>
  services.payments.createUpgradeIntent(parseInput(upgradeInputSchema, req.body), visitorOf(req).language)

export const stripeWebhook: Handler = (req, _res, { services }) => {
  if (!Buffer.isBuffer(req.body)) throw new ValidationError('Expected the raw JSON body of a Stripe event')
  return services.payments.handleWebhook(req.body, req.get('stripe-signature'))
}
