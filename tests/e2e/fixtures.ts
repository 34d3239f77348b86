import { test as base, expect } from '@playwright/test'

/**
 * Every page a test opens fails the test if the browser logs an error (hydration mismatches
 * included) or a sub-resource (script, style, image, icon) fails to load.
 */
export const test = base.extend<{ browserProblems: string[] }>({
  browserProblems: [
    async ({ context }, use) => {
      const problems: string[] = []
      context.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(message.text())
        }
      })
      context.on('weberror', (error) => problems.push(error.error().message))
      context.on('response', (response) => {
        const request = response.request()
        if (
          response.status() >= 400 &&
          request.resourceType() !== 'document' &&
          request.resourceType() !== 'fetch'
        ) {
          problems.push(`${response.status()} ${request.url()}`)
        }
      })
      await use(problems)
      expect(problems, 'browser errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
