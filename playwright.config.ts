import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// Exported through the environment so specs (running in worker processes) can read the server's database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `site-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR

const e2eAdmin = { username: 'owner', password: 'e2e owner password' }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI so a single transient network hiccup does not block a release; the list reporter still names any flaky test.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
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
