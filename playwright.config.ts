import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// Exported through the environment so specs (running in worker processes) can read the server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR

const e2eAdmin = { username: 'owner', password: 'e2e owner password' }

/**
 * Specs that only read the seeded site (no sign-in, no content made, no form sent but a newsletter
 * address): they run first, two at a time, against the site as seeded. Every other spec writes (the
 * admin, forms, fixtures that add posts and projects) and runs after them, one at a time, so no reader
 * ever sees a writer's change half made.
 */
const readerSpecs = [
  'business-card',
  'case-studies',
  'covers',
  'design-review',
  'home',
  'images',
  'language-urls',
  'network',
  'page-cache',
  'pwa',
  'seeded-languages',
  'server-html',
  'site-shell',
  'typeface',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'readers', testMatch: readerSpecs, workers: 2 },
    { name: 'writers', testIgnore: readerSpecs, dependencies: ['readers'], workers: 1 },
  ],
  // One retry in CI so a single transient network hiccup does not block a release; the list reporter still names any flaky test.
  retries: process.env.CI ? 1 : 0,
  // Generous for a 2-core machine that runs two browsers, the server and axe at once: on a slow day the
  // heaviest reader tests (axe on an open dialog in both themes) ran out of 30 s; alone they take 10 s.
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node index.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Specs fill forms faster than a person and all post from 127.0.0.1; the real values are tested in integration.
      FORM_MIN_FILL_MS: '0',
      FORM_LIMIT_MULTIPLIER: '1000',
    },
  },
})
