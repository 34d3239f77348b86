import { formatWithOptions } from 'node:util'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'

/**
 * A test that logs with console.error fails (the habit of Epic Stack's test setup): a logged error is
 * usually a bug the assertions missed. A test that means to provoke one says so with
 * `expectConsoleError(pattern)`, which also fails the test when nothing matching was logged.
 */

type Logged = { message: string; args: unknown[] }

let logged: Logged[] = []
let expected: RegExp[] = []

const format = (args: unknown[]) => formatWithOptions({ colors: false }, ...args)

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  logged.push({ message: format(args), args })
})

/** The current test logs an error matching `pattern` on purpose; it fails if none is logged. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern)
}

function takeLogged(): { unexpected: Logged[]; missing: RegExp[] } {
  const unexpected = logged.filter((entry) => !expected.some((pattern) => pattern.test(entry.message)))
  const missing = expected.filter((pattern) => !logged.some((entry) => pattern.test(entry.message)))
  logged = []
  expected = []
  return { unexpected, missing }
}

function describeLogged(entries: Logged[]): string {
  return entries.map((entry, index) => `  ${index + 1}. ${entry.message}`).join('\n')
}

function failOnHookErrors(hook: string): void {
  const { unexpected } = takeLogged()
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called ${unexpected.length} time(s) in ${hook}:\n${describeLogged(unexpected)}`,
    )
  }
}

beforeEach(() => failOnHookErrors('a beforeAll hook'))

afterEach(() => {
  const { unexpected, missing } = takeLogged()
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called ${unexpected.length} time(s) during this test:\n${describeLogged(unexpected)}\n` +
        'Fix the cause, or call expectConsoleError(/pattern/) in the test if the error is expected.',
    )
  }
  if (missing.length > 0) {
    throw new Error(`expectConsoleError(${missing.join(', ')}): no such error was logged during this test.`)
  }
})

afterAll(() => failOnHookErrors('an afterAll hook'))
