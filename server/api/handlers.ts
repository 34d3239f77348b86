import type { Request, Response } from 'express'
import type { PublicForm } from '~/db/schema.ts'
import { fallbackLanguage, languageFromAcceptHeader, languageFromCookieHeader } from '~/i18n/config.ts'
import {
  changePasswordSchema,
  type LeadKind,
  leadKinds,
  leadListQuerySchema,
  leadUpdateSchema,
  profileSettingsSchema,
  subscriberUpdateSchema,
} from '~/schemas/admin.ts'
import { loginInputSchema } from '~/schemas/auth.ts'
import {
  blogListQuerySchema,
  blogPostInputSchema,
  blogPostPatchSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPatchSchema,
  searchQuerySchema,
  testimonialInputSchema,
  testimonialPatchSchema,
} from '~/schemas/content.ts'
import { contactInputSchema, demoRequestInputSchema, newsletterInputSchema } from '~/schemas/leads.ts'
import { parseInput } from '~/schemas/parse.ts'
import { paymentIntentInputSchema, upgradeInputSchema } from '~/schemas/payments.ts'
import { qrCodeInputSchema } from '~/schemas/qr.ts'
import { sessionAbsoluteLifetimeMs } from '~/services/auth.server.ts'
import { NotFoundError, ValidationError } from '~/services/errors.ts'
import { TooManySubmissionsError } from '~/services/form-guard.server.ts'
import { renderContactQrPng } from '~/services/qr.server.ts'
import type { Services } from '~/services/runtime.server.ts'
import { TooManySignInAttemptsError } from '~/services/sign-in-limits.server.ts'
import { readSessionCredential, sessionCookieName } from '../middleware/auth.ts'
import type { JsonReadCache } from '../page-cache/json-reads.ts'

export type HandlerContext = {
  services: Services
  cookieSecure: boolean
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

function allOrValue<T extends string>(value: T | 'all' | undefined): T | undefined {
  return value === 'all' ? undefined : value
}

export const listProjects: Handler = (req, _res, { services }) => {
  const query = parseInput(projectListQuerySchema, req.query)
  const featured =
    query.featured === undefined ? undefined : query.featured === 'true' || query.featured === '1'
  return services.projects.list({ featured, category: allOrValue(query.category) })
}

export const listPublishedPosts: Handler = (req, _res, { services }) => {
  const query = parseInput(blogListQuerySchema, req.query)
  return services.blogPosts.listPublished(allOrValue(query.category))
}

export const getPublishedPost: Handler = (req, _res, { services }) =>
  services.blogPosts.getPublishedBySlug(String(req.params.slug))

export const listTestimonials: Handler = (_req, _res, { services }) => services.testimonials.list()

export const search: Handler = (req, _res, { services }) => {
  const query = parseInput(searchQuerySchema, req.query)
  return services.search.search(query.q, query.limit)
}

/** Counts an accepted public form against its limits; a refusal carries its Retry-After. */
async function admitForm(req: Request, res: Response, services: Services, form: PublicForm, email: string) {
  await services.forms.admit(form, req.ip ?? 'unknown', email).catch((error: unknown) => {
    if (error instanceof TooManySubmissionsError) res.set('Retry-After', String(error.retryAfterSeconds))
    throw error
  })
}

/** A fresh render-time token for a public form, fetched when the form appears in the browser. */
export const formToken: Handler = async (_req, res, { services }) => {
  res.set('Cache-Control', 'no-store')
  return { formToken: services.forms.issueToken() }
}

export const createContact: Handler = async (req, res, { services }) => {
  const input = parseInput(contactInputSchema, services.forms.screen(req.body))
  await admitForm(req, res, services, 'contact', input.email)
  const contact = await services.leads.createContact(input)
  res.status(201)
  return { id: contact.id, message: 'Message sent successfully!' }
}

export const subscribeNewsletter: Handler = async (req, res, { services }) => {
  const { email } = parseInput(newsletterInputSchema, services.forms.screen(req.body))
  await admitForm(req, res, services, 'newsletter', email)
  const language =
    languageFromCookieHeader(req.get('cookie')) ??
    languageFromAcceptHeader(req.get('accept-language')) ??
    fallbackLanguage
  await services.newsletter.subscribe(email, language)
  return { message: 'Successfully subscribed!' }
}

export const createDemoRequest: Handler = async (req, res, { services }) => {
  const input = parseInput(demoRequestInputSchema, services.forms.screen(req.body))
  await admitForm(req, res, services, 'demo-request', input.email)
  const demoRequest = await services.leads.createDemoRequest(input)
  res.status(201)
  return { id: demoRequest.id, message: 'Demo request submitted successfully!' }
}

export const generateQrCode: Handler = async (req, res) => {
  const png = await renderContactQrPng(parseInput(qrCodeInputSchema, req.body))
  res.type('png').set('Cache-Control', 'no-store').send(png)
  return undefined
}

export const createPaymentIntent: Handler = async (req, _res, { services }) =>
  services.payments.createIntent(parseInput(paymentIntentInputSchema, req.body))

export const login: Handler = async (req, res, { services, cookieSecure }) => {
  const { username, password, totp } = parseInput(loginInputSchema, req.body)
  const session = await services.auth
    .login({
      username,
      password,
      code: totp,
      ip: req.ip ?? 'unknown',
      previousToken: readSessionCredential(req)?.token,
    })
    .catch((error: unknown) => {
      if (error instanceof TooManySignInAttemptsError) res.set('Retry-After', String(error.retryAfterSeconds))
      throw error
    })
  res.cookie(sessionCookieName, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure,
    path: '/',
    maxAge: sessionAbsoluteLifetimeMs,
  })
  return session
}

export const logout: Handler = async (req, res, { services, cookieSecure }) => {
  const credential = readSessionCredential(req)
  if (credential) await services.auth.logout(credential.token)
  res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure: cookieSecure, path: '/' })
  return { message: 'Signed out' }
}

export const currentAdmin: Handler = async (_req, res) => ({ user: res.locals.admin })

export const listContacts: Handler = (_req, _res, { services }) => services.leads.listContacts()

export const listAllPosts: Handler = (_req, _res, { services }) => services.blogPosts.listAll()

export const createPost: Handler = async (req, res, { services }) => {
  const post = await services.blogPosts.create(parseInput(blogPostInputSchema, req.body))
  res.status(201)
  return post
}

export const updatePost: Handler = (req, _res, { services }) =>
  services.blogPosts.update(idParam(req, 'Blog post'), parseInput(blogPostPatchSchema, req.body))

export const deletePost: Handler = async (req, _res, { services }) => {
  await services.blogPosts.remove(idParam(req, 'Blog post'))
  return { message: 'Blog post deleted successfully' }
}

export const createProject: Handler = async (req, res, { services }) => {
  const project = await services.projects.create(parseInput(projectInputSchema, req.body))
  res.status(201)
  return project
}

export const updateProject: Handler = (req, _res, { services }) =>
  services.projects.update(idParam(req, 'Project'), parseInput(projectPatchSchema, req.body))

export const deleteProject: Handler = async (req, _res, { services }) => {
  await services.projects.remove(idParam(req, 'Project'))
  return { message: 'Project deleted successfully' }
}

export const createTestimonial: Handler = async (req, res, { services }) => {
  const testimonial = await services.testimonials.create(parseInput(testimonialInputSchema, req.body))
  res.status(201)
  return testimonial
}

export const updateTestimonial: Handler = (req, _res, { services }) =>
  services.testimonials.update(idParam(req, 'Testimonial'), parseInput(testimonialPatchSchema, req.body))

export const deleteTestimonial: Handler = async (req, _res, { services }) => {
  await services.testimonials.remove(idParam(req, 'Testimonial'))
  return { message: 'Testimonial deleted successfully' }
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
  services.payments.createUpgradeIntent(parseInput(upgradeInputSchema, req.body))

export const stripeWebhook: Handler = (req, _res, { services }) => {
  if (!Buffer.isBuffer(req.body)) throw new ValidationError('Expected the raw JSON body of a Stripe event')
  return services.payments.handleWebhook(req.body, req.get('stripe-signature'))
}
