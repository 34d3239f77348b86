import path from 'node:path'
import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: optionalText,
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
        'must be true, false, a hop count or a comma-separated list of addresses/subnets (Express "trust proxy")',
      )
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be smtp://... or smtps://...' }).optional(),
  ),
  MAIL_FROM: optionalText,
  OWNER_EMAIL: optionalText.pipe(z.email().optional()),
  APP_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  CALENDAR_FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  CALENDAR_FEED_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  FORM_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  ALLOWED_HOSTS: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9.-]+(:\d{1,5})?(\s*,\s*[A-Za-z0-9.-]+(:\d{1,5})?)*$/,
        'must be a comma-separated list of host names, each with an optional :port',
      )
      .optional(),
  ),
  GITHUB_USERNAME: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'must be a GitHub username')
      .optional(),
  ),
  GITHUB_API_URL: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
})

const s3Variables = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** A half-configured bucket is refused at start, rather than uploads silently landing on one machine's disk. */
function s3Problems(values: z.infer<typeof envSchema>): string[] {
  const problems: string[] = []
  // An explicit S3_FORCE_PATH_STYLE=false (a compose file's default) configures nothing.
  const set = s3Variables.filter((name) => values[name] !== undefined && values[name] !== 'false')
  if (!values.S3_BUCKET && set.length > 0) {
    problems.push(`  S3_BUCKET: required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`)
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials (AWS_ACCESS_KEY_ID, a profile, an instance role)",
    )
  }
  if (values.S3_BUCKET && !values.S3_REGION && !values.S3_ENDPOINT) {
    problems.push('  S3_REGION: required with S3_BUCKET (or set S3_ENDPOINT for an S3-compatible store)')
  }
  return problems
}

export type Config = {
  mail: {
    smtpUrl: string | undefined
    from: string | undefined
    ownerEmail: string | undefined
    pollIntervalMs: number
    retryBaseMs: number
  }
  /** The public origin used in emails: PUBLIC_URL, or this machine's address in development. */
  siteUrl: string
  /** Signs links sent by email (newsletter confirmation, unsubscribe); generated and stored when unset. */
  appSecret: string | undefined
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string | undefined
  dataDir: string
  databaseUrl: string | undefined
  logLevel: string
  seedDemoContent: boolean
  cookieSecure: boolean
  /**
   * Express's `trust proxy` setting: whose X-Forwarded-For to believe for the client address that the
   * sign-in and form limits count. Off by default, so a client cannot pick its own address.
   */
  trustProxy: boolean | number | string
  /** Public forms: the least fill time accepted, and a factor on the hourly limits (tests and benchmarks only). */
  forms: { minFillMs: number; limitMultiplier: number }
  /** The owner's busy-time feeds: fetched again every so often, each fetch given so long. */
  calendarFeeds: { refreshMs: number; timeoutMs: number }
  /** Cookieless analytics: how long raw page views are kept, how often they are written. */
  analytics: { retentionDays: number; flushMs: number }
  /** How long a request may take to send its headers before it gets 408 and a close (slow clients). */
  headersTimeoutMs: number
  /** ALLOWED_HOSTS: the only hosts requests are answered for (lower case); unset, any valid host name. */
  allowedHosts: ReadonlySet<string> | undefined
  admin: { username: string | undefined; password: string | undefined; email: string | undefined }
  stripe: {
    secretKey: string | undefined
    publishableKey: string | undefined
    webhookSecret: string | undefined
    host: string | undefined
    port: number | undefined
    protocol: 'http' | 'https' | undefined
  }
  /** The account behind the contact page's activity widget; without one it shows sample figures. */
  github: { username: string | undefined; apiUrl: string }
  /** Uploads go to this bucket instead of DATA_DIR/uploads when S3_BUCKET is set. */
  s3:
    | {
        bucket: string
        region: string
        endpoint: string | undefined
        forcePathStyle: boolean
        /** Unset: the AWS SDK's default chain (AWS_* variables, shared profile, instance or task role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined
      }
    | undefined
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  const values = parsed.data
  const problems = s3Problems(values)
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  return {
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      ownerEmail: values.OWNER_EMAIL,
      pollIntervalMs: values.OUTBOX_POLL_MS,
      retryBaseMs: values.OUTBOX_RETRY_BASE_MS,
    },
    appSecret: values.APP_SECRET,
    siteUrl: values.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${values.PORT}`,
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    seedDemoContent: values.SEED_DEMO_CONTENT === 'true',
    cookieSecure: values.COOKIE_SECURE
      ? values.COOKIE_SECURE === 'true'
      : (values.PUBLIC_URL?.startsWith('https://') ?? false),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    forms: { minFillMs: values.FORM_MIN_FILL_MS, limitMultiplier: values.FORM_LIMIT_MULTIPLIER },
    headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
    calendarFeeds: {
      refreshMs: values.CALENDAR_FEED_REFRESH_MINUTES * 60_000,
      timeoutMs: values.CALENDAR_FEED_TIMEOUT_MS,
    },
    analytics: {
      retentionDays: values.ANALYTICS_RETENTION_DAYS,
      flushMs: values.ANALYTICS_FLUSH_MS,
    },
    allowedHosts: values.ALLOWED_HOSTS
      ? new Set(values.ALLOWED_HOSTS.split(',').map((host) => host.trim().toLowerCase()))
      : undefined,
    admin: { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD, email: values.ADMIN_EMAIL },
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      publishableKey: values.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      host: values.STRIPE_API_HOST,
      port: values.STRIPE_API_PORT,
      protocol: values.STRIPE_API_PROTOCOL,
    },
    github: {
      username: values.GITHUB_USERNAME,
      apiUrl: (values.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    },
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION ?? 'us-east-1',
          endpoint: values.S3_ENDPOINT,
          forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  }
}
