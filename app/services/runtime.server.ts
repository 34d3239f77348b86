import type { Config } from '../config.server.ts'
import { type AppDatabase, migrateToLatest, openDatabase } from '../db/db.server.ts'
import { createAdminRecordsService } from './admin-records.server.ts'
import { createAnalytics } from './analytics/analytics.server.ts'
import { createAnalyticsReports } from './analytics/reports.server.ts'
import { createWeeklyAnalyticsEmail } from './analytics/weekly-email.server.ts'
import { createAuthService } from './auth.server.ts'
import { createBlogPostService } from './blog-posts.server.ts'
import { createBookingService } from './bookings.server.ts'
import { createCapabilityStatementService } from './capability-statement.server.ts'
import { contentServices } from './content.server.ts'
import { ContentEvents } from './content-events.server.ts'
import { startContentEventRelay } from './content-events-relay.server.ts'
import { createDashboardService } from './dashboard.server.ts'
import { createFormGuard } from './form-guard.server.ts'
import { createGithubService } from './github.server.ts'
import { createLeadService } from './leads.server.ts'
import { createLeadPipelineService } from './leads-pipeline.server.ts'
import { createOutboxWorker, createSmtpTransport } from './mail/outbox-worker.server.ts'
import { createNetworkServices } from './network.server.ts'
import { createNewsletterService } from './newsletter.server.ts'
import { createNotifier } from './notifications.server.ts'
import { createOutboxAdminService } from './outbox-admin.server.ts'
import { createPaymentService, createStripeClient } from './payments.server.ts'
import { createProjectService } from './projects.server.ts'
import { createPublicForms } from './public-forms.server.ts'
import { createSearchService } from './search.server.ts'
import { createSettingsService } from './settings.server.ts'
import { createLinkSigner, resolveAppSecret } from './signed-links.server.ts'
import { createSprintTierService } from './sprint-tiers.server.ts'
import { createTestimonialService } from './testimonials.server.ts'
import { createUploadStorage } from './upload-storage.server.ts'
import { createUploadService } from './uploads.server.ts'

type OutboxLogger = Parameters<typeof createOutboxWorker>[0]['logger']
const silentLogger: OutboxLogger = { info: () => undefined, warn: () => undefined }

/** Everything a request needs, built once per process and handed to the API and the page loaders. */
export function createServices(
  database: AppDatabase,
  config: Config,
  options: { appSecret: string; logger?: OutboxLogger; now?: () => Date },
) {
  const { db } = database
  const events = new ContentEvents()
  const analytics = createAnalytics({
    db,
    logger: options.logger ?? silentLogger,
    now: options.now,
    retentionDays: config.analytics.retentionDays,
    flushIntervalMs: config.analytics.flushMs,
  })
  const uploads = createUploadService(db, createUploadStorage(config))
  const blogPosts = createBlogPostService(db, events, uploads)
  const projects = createProjectService(db, events, uploads)
  const settings = createSettingsService(db, events, uploads, options.logger ?? silentLogger)
  const sprintTiers = createSprintTierService(db, events, uploads)
  const outbox = createOutboxWorker({
    db,
    dialect: database.dialect,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined,
    from: config.mail.from ?? `Website <no-reply@${new URL(config.siteUrl).hostname}>`,
    logger: options.logger ?? silentLogger,
    pollIntervalMs: config.mail.pollIntervalMs,
    retryBaseMs: config.mail.retryBaseMs,
  })
  const onQueued = () => {
    if (outbox.configured) outbox.kick()
    else
      (options.logger ?? silentLogger).info(
        {},
        'email queued in the outbox; SMTP is not configured, so it waits there',
      )
  }
  const signer = createLinkSigner(options.appSecret)
  const notifier = createNotifier({ settings, ownerEmail: config.mail.ownerEmail, siteUrl: config.siteUrl })
  const newsletter = createNewsletterService({
    db,
    notifier,
    signer,
    settings,
    ownerEmail: config.mail.ownerEmail,
    onQueued,
    goals: analytics,
  })
  const leads = createLeadService(db, notifier, onQueued)
  const forms = createFormGuard(signer, config.forms)
  const content = contentServices(db, events, uploads, {
    blogPosts,
    projects,
    testimonials: createTestimonialService(db, events, uploads),
    sprintTiers,
    ...createNetworkServices(db, events, uploads),
    // Past performance names case studies: read from their service once it is made.
    capabilityStatement: createCapabilityStatementService(db, events, uploads, {
      listAll: (): Promise<Array<{ slug: string }>> => content.caseStudies.listAll(),
    }),
  })
  const bookings = createBookingService({
    db,
    dialect: database.dialect,
    events,
    notifier,
    signer,
    forms,
    meetingTypes: content.meetingTypes,
    onQueued,
    siteUrl: config.siteUrl,
    logger: options.logger ?? silentLogger,
    feedRefreshMs: config.calendarFeeds.refreshMs,
    feedTimeoutMs: config.calendarFeeds.timeoutMs,
    now: options.now,
    goals: analytics,
  })
  const analyticsReports = createAnalyticsReports(analytics, options.now)
  return {
    analytics,
    analyticsReports,
    weeklyAnalyticsEmail: createWeeklyAnalyticsEmail({
      db,
      analytics,
      reports: analyticsReports,
      notifier,
      savedTimeZone: () => bookings.savedTimeZone(),
      onQueued,
      logger: options.logger ?? silentLogger,
      now: options.now,
    }),
    outbox,
    notifier,
    newsletter,
    events,
    auth: createAuthService(db, signer, options.logger),
    ...content,
    bookings,
    leads,
    forms,
    publicForms: createPublicForms(forms, leads, newsletter, analytics),
    search: createSearchService(db),
    payments: createPaymentService({
      db,
      stripe: createStripeClient(config.stripe),
      webhookSecret: config.stripe.webhookSecret,
      notifier,
      signer,
      tiers: sprintTiers,
      onQueued,
      onPaid: (orderId) => analytics.recordPaidOrder(orderId),
    }),
    settings,
    dashboard: createDashboardService(db),
    pipeline: createLeadPipelineService(db, (ids) => bookings.meetingsOfLeads(ids)),
    records: createAdminRecordsService(db),
    outboxAdmin: createOutboxAdminService(db),
    uploads,
    github: createGithubService({
      username: config.github.username,
      apiUrl: config.github.apiUrl,
    }),
  }
}

export type Services = ReturnType<typeof createServices>

export type AppRuntime = {
  config: Config
  database: AppDatabase
  services: Services
  close: () => Promise<void>
}

/** Opens the database, brings its schema up to date and wires the services. */
export async function createRuntime(
  config: Config,
  logger?: OutboxLogger,
  options: { now?: () => Date } = {},
): Promise<AppRuntime> {
  const database = openDatabase(config)
  await migrateToLatest(database.db)
  const appSecret = await resolveAppSecret(database.db, config.appSecret)
  const services = createServices(database, config, { appSecret, logger, now: options.now })
  // Several instances can share one PostgreSQL database; each must hear the others' content writes.
  const relay =
    database.dialect === 'postgres' && config.databaseUrl
      ? startContentEventRelay({
          connectionString: config.databaseUrl,
          db: database.db,
          events: services.events,
          logger: logger ?? silentLogger,
        })
      : undefined
  await relay?.ready
  return {
    config,
    database,
    services,
    close: async () => {
      await relay?.stop()
      await services.weeklyAnalyticsEmail.stop()
      await services.analytics.stop()
      services.bookings.stopScheduler()
      await services.outbox.stop()
      await database.destroy()
    },
  }
}
