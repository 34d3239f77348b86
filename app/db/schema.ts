import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { PublicForm } from '../schemas/leads.ts'

/** Flags are stored as integers 1/0, lists as JSON text and times as ISO-8601 UTC text on both dialects. */
type Flag = number

export interface ProjectTable {
  id: Generated<number>
  slug: string
  title: string
  description: string
  category: string
  imageUrl: string | null
  liveUrl: string | null
  demoUrl: string | null
  caseStudyUrl: string | null
  technologies: string
  featured: Flag
  /** JSON: the Spanish and French of the translatable fields. */
  translations: Generated<string>
  createdAt: string
  updatedAt: string | null
}

export interface BlogPostTable {
  id: Generated<number>
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  tags: string
  imageUrl: string | null
  published: Flag
  featured: Flag
  translations: Generated<string>
  createdAt: string
  updatedAt: string | null
}

export interface TestimonialTable {
  id: Generated<number>
  name: string
  title: string
  company: string
  content: string
  rating: number
  avatarUrl: string | null
  translations: Generated<string>
  createdAt: string
}

/** What the owner's pipeline keeps on every table whose rows are leads: contacts, demo requests, orders. */
export interface LeadColumns {
  leadStatus: ColumnType<string, string | undefined, string>
  notes: string | null
  followUpOn: string | null
  sourcePage: string | null
  referrer: string | null
  utm: string | null
}

export interface ContactTable extends LeadColumns {
  id: string
  /** `contact` (the contact form) or `accessibility` (a barrier reported on the accessibility statement). */
  kind: ColumnType<'contact' | 'accessibility', 'contact' | 'accessibility' | undefined, never>
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>
}

export interface NewsletterSubscriptionTable {
  id: Generated<number>
  email: string
  isActive: ColumnType<Flag, Flag | undefined, Flag>
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  language: ColumnType<string, string | undefined, string>
}

export interface NewsletterIssueTable {
  id: Generated<number>
  subject: string
  body: string
  createdAt: string
  updatedAt: string | null
  sentAt: string | null
  recipientCount: ColumnType<number, number | undefined, number>
}

export interface StripeEventTable {
  id: string
  type: string
  receivedAt: string
}

export interface DemoRequestTable extends LeadColumns {
  id: Generated<number>
  projectId: number | null
  projectTitle: string | null
  name: string
  email: string
  company: string | null
  jobTitle: string | null
  message: string | null
  phoneNumber: string | null
  preferredContactMethod: string
  createdAt: string
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>
}

export interface AdminUserTable {
  id: Generated<number>
  username: string
  email: string
  passwordHash: string
  role: ColumnType<string, string | undefined, string>
  isActive: ColumnType<Flag, Flag | undefined, Flag>
  createdAt: string
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>
}

export type LoginOutcome = 'success' | 'failure' | 'blocked'

export interface LoginAttemptTable {
  id: Generated<number>
  ip: string
  username: string
  outcome: LoginOutcome
  createdAt: string
}

export type { PublicForm }

export interface FormSubmissionTable {
  id: Generated<number>
  form: PublicForm
  ip: string
  /** Lower-cased. */
  email: string
  createdAt: string
}

export interface RecoveryCodeTable {
  id: Generated<number>
  userId: number
  codeHash: string
  usedAt: string | null
  createdAt: string
}

export interface SessionTable {
  tokenHash: string
  userId: number
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

export interface OrderTable extends LeadColumns {
  id: string
  service: string
  tier: string
  /** The plan's name when it was bought (a later rename or deletion leaves it as it was). */
  tierName: ColumnType<string, string | undefined, string>
  amountCents: number
  currency: string
  status: string
  paymentIntentId: string | null
  customerEmail: string | null
  createdAt: string
  updatedAt: string
  upgradeOf: string | null
  /** The visit that started the purchase (analytics), so the paid order is attributed to it. */
  visitDay: ColumnType<string | null, string | null | undefined, string | null>
  visitor: ColumnType<string | null, string | null | undefined, string | null>
  /** The language of the page the order was placed from: the buyer's emails are written in it. */
  language: ColumnType<string, string | undefined, string>
}

export interface OutboxTable {
  id: Generated<number>
  toAddress: string
  replyTo: string | null
  subject: string
  textBody: string
  htmlBody: string | null
  status: string
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
  sentAt: string | null
  kind: ColumnType<string, string | undefined, string>
  headers: string | null
  lockedUntil: string | null
  newsletterIssueId: number | null
  /** At most one row per key: a reminder written twice is one email. */
  dedupeKey: ColumnType<string | null, string | null | undefined, string | null>
  /** An iCalendar invitation (`METHOD:REQUEST` or `CANCEL`) sent as the email's calendar part. */
  calendar: ColumnType<string | null, string | null | undefined, string | null>
  bookingId: ColumnType<number | null, number | null | undefined, number | null>
}

/** A visitor who booked, as a lead of the owner's pipeline: one per address, each booking joins it. */
export interface BookingLeadTable extends LeadColumns {
  id: string
  name: string
  email: string
  /** The address lower-cased (unique). */
  emailKey: string
  organization: string | null
  /** What the latest booking was about. */
  topic: string
  createdAt: string
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>
}

export type BookingStatus = 'confirmed' | 'cancelled'

/** A meeting booked on the site; times are UTC ISO text, the meeting type's details as they were booked. */
export interface BookingTable {
  id: Generated<number>
  /** The invitation's UID, the same through every update and the cancellation. */
  uid: string
  meetingTypeId: number | null
  meetingTypeName: string
  durationMinutes: number
  locationKind: string
  location: string | null
  startAt: string
  endAt: string
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>
  /** The invitation's SEQUENCE: raised by every reschedule and the cancellation. */
  sequence: ColumnType<number, number | undefined, number>
  name: string
  email: string
  organization: string | null
  topic: string
  language: ColumnType<string, string | undefined, string>
  /** The visitor's time zone when booking, in which their emails state the time. */
  timeZone: string
  leadId: string
  notes: ColumnType<string | null, string | null | undefined, string | null>
  cancelledAt: ColumnType<string | null, string | null | undefined, string | null>
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>
  createdAt: string
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>
}

/** One of the owner's private calendar feeds, with the busy times of the last copy that could be read. */
export interface BusyFeedTable {
  id: Generated<number>
  name: string
  url: string
  busy: ColumnType<string, string | undefined, string>
  eventCount: ColumnType<number, number | undefined, number>
  lastAttemptAt: ColumnType<string | null, string | null | undefined, string | null>
  lastSuccessAt: ColumnType<string | null, string | null | undefined, string | null>
  lastError: ColumnType<string | null, string | null | undefined, string | null>
  lastErrorAt: ColumnType<string | null, string | null | undefined, string | null>
  nextFetchAt: string
  createdAt: string
}

export interface LeadStatusChangeTable {
  id: Generated<number>
  leadKind: string
  leadId: string
  fromStatus: string | null
  toStatus: string
  changedAt: string
}

export interface UploadTable {
  id: string
  fileName: string
  originalName: string | null
  contentType: string
  width: number
  height: number
  bytes: number
  createdAt: string
  variantWidths: string | null
}

/** The version of its declaration each content type's stored items follow (app/content-types). */
export interface ContentTypeVersionTable {
  typeKey: string
  version: number
  updatedAt: string
}

export interface SiteSettingTable {
  key: string
  value: string
  updatedAt: string
}

export interface AnalyticsSaltTable {
  day: string
  secret: string
}

/** One visit: a visitor hash on one day, with where it came from (its first page view). */
export interface AnalyticsVisitTable {
  day: string
  visitor: string
  startedAt: string
  entryPath: string
  referrerGroup: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  utmContent: string | null
  utmTerm: string | null
  device: string
  browser: string
}

export interface AnalyticsPageViewTable {
  id: Generated<number>
  day: string
  visitor: string
  viewedAt: string
  path: string
  language: string
}

export interface AnalyticsGoalTable {
  id: Generated<number>
  kind: string
  leadKind: string | null
  leadId: string | null
  amountCents: number | null
  currency: string | null
  day: string
  visitor: string | null
  referrerGroup: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  entryPath: string | null
  language: string | null
  /** JSON list of the paths read in the visit before the goal. */
  pages: string
  createdAt: string
}

export interface AnalyticsRollupTable {
  dimension: string
  source: string
  language: string
  page: string
  day: string
  value: string
  visitors: number
  pageViews: number
}

export interface AnalyticsRollupDayTable {
  day: string
  computedAt: string
  closed: number
}

/** The daily rollups of a closed month, summed (docs/decisions/036). */
export interface AnalyticsMonthRollupTable {
  dimension: string
  source: string
  language: string
  page: string
  /** YYYY-MM */
  month: string
  value: string
  visitors: number
  pageViews: number
}

/** A month whose rollups are computed; removed when one of its days is computed again. */
export interface AnalyticsRollupMonthTable {
  month: string
  computedAt: string
}

export interface Database {
  projects: ProjectTable
  blogPosts: BlogPostTable
  testimonials: TestimonialTable
  contacts: ContactTable
  newsletterSubscriptions: NewsletterSubscriptionTable
  demoRequests: DemoRequestTable
  adminUsers: AdminUserTable
  sessions: SessionTable
  loginAttempts: LoginAttemptTable
  formSubmissions: FormSubmissionTable
  recoveryCodes: RecoveryCodeTable
  orders: OrderTable
  outbox: OutboxTable
  siteSettings: SiteSettingTable
  contentTypeVersions: ContentTypeVersionTable
  leadStatusChanges: LeadStatusChangeTable
  uploads: UploadTable
  newsletterIssues: NewsletterIssueTable
  stripeEvents: StripeEventTable
  bookings: BookingTable
  bookingLeads: BookingLeadTable
  busyFeeds: BusyFeedTable
  analyticsSalts: AnalyticsSaltTable
  analyticsVisits: AnalyticsVisitTable
  analyticsPageViews: AnalyticsPageViewTable
  analyticsGoals: AnalyticsGoalTable
  analyticsRollups: AnalyticsRollupTable
  analyticsRollupDays: AnalyticsRollupDayTable
  analyticsMonthRollups: AnalyticsMonthRollupTable
  analyticsRollupMonths: AnalyticsRollupMonthTable
}

export type ProjectRow = Selectable<ProjectTable>
export type NewProjectRow = Insertable<ProjectTable>
export type ProjectRowUpdate = Updateable<ProjectTable>
export type BlogPostRow = Selectable<BlogPostTable>
export type NewBlogPostRow = Insertable<BlogPostTable>
export type BlogPostRowUpdate = Updateable<BlogPostTable>
export type TestimonialRow = Selectable<TestimonialTable>
export type ContactRow = Selectable<ContactTable>
export type DemoRequestRow = Selectable<DemoRequestTable>
export type AdminUserRow = Selectable<AdminUserTable>
export type OrderRow = Selectable<OrderTable>
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionTable>
export type NewsletterIssueRow = Selectable<NewsletterIssueTable>
export type OutboxRow = Selectable<OutboxTable>
export type UploadRow = Selectable<UploadTable>
export type BookingRow = Selectable<BookingTable>
export type BookingLeadRow = Selectable<BookingLeadTable>
export type BusyFeedRow = Selectable<BusyFeedTable>
export type AnalyticsVisitRow = Selectable<AnalyticsVisitTable>
export type NewAnalyticsPageView = Insertable<AnalyticsPageViewTable>
export type AnalyticsGoalRow = Selectable<AnalyticsGoalTable>
export type NewAnalyticsGoal = Insertable<AnalyticsGoalTable>
export type AnalyticsRollupRow = Selectable<AnalyticsRollupTable>
