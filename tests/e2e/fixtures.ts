import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { buildBlogPost, buildProject, buildTestimonial } from '../../app/db/factories.ts'
import type { BlogPost, Project, Testimonial } from '../../app/lib/models.ts'
import type { BlogPostInput, ProjectInput, TestimonialInput } from '../../app/schemas/content.ts'
import { e2eOwner } from './admin-helpers.ts'

/**
 * The site's scripts start after the first paint, so the load event can come before React has
 * hydrated the page. A page loaded in full (goto or reload with the default waitUntil) is given until
 * hydration, so a test's first click takes the JavaScript path, as a visitor's would a moment later.
 * Tests of the page before hydration load with waitUntil 'commit' or 'domcontentloaded'.
 */
async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () =>
        !('__reactRouterContext' in window) ||
        Object.keys(document.body ?? {}).some((key) => key.startsWith('__react')),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
}

function hydratedLoads(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const fullLoad = (options?: { waitUntil?: string }) =>
    options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle'
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (fullLoad(options)) await waitForHydration(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (fullLoad(options)) await waitForHydration(page)
    return response
  }
  return page
}

/** Records a test creates through the admin's JSON API, from the factories; each is deleted after the test. */
export type TestContent = {
  blogPost: (overrides?: Partial<BlogPostInput>) => Promise<BlogPost>
  project: (overrides?: Partial<ProjectInput>) => Promise<Project>
  testimonial: (overrides?: Partial<TestimonialInput>) => Promise<Testimonial>
  /** A figure of the home page's stats (its fields as the admin API takes them). */
  stat: (input: Record<string, unknown>) => Promise<{ id: number }>
}

async function useTestContent(request: APIRequestContext, use: (content: TestContent) => Promise<void>) {
  const login = await request.post('/api/admin/login', { data: e2eOwner })
  expect(login.ok(), 'the e2e owner signs in to the JSON API').toBe(true)
  const headers = { authorization: `Bearer ${(await login.json()).token}` }
  const created: string[] = []
  const create = async <T extends { id: number }>(path: string, input: object): Promise<T> => {
    const response = await request.post(`/api/admin/${path}`, { data: input, headers })
    expect(response.status(), `POST /api/admin/${path}: ${await response.text()}`).toBe(201)
    const record = (await response.json()) as T
    created.push(`/api/admin/${path}/${record.id}`)
    return record
  }
  await use({
    blogPost: (overrides) => create('blog-posts', buildBlogPost(overrides)),
    project: (overrides) => create('projects', buildProject(overrides)),
    testimonial: (overrides) => create('testimonials', buildTestimonial(overrides)),
    stat: (input) => create('stats', input),
  })
  for (const path of created.reverse()) await request.delete(path, { headers })
}

/**
 * Every page a test opens fails the test if the browser logs an error (hydration mismatches
 * included) or a sub-resource (script, style, image, icon) fails to load.
 */
export const test = base.extend<{ browserProblems: string[]; content: TestContent }>({
  content: async ({ request }, use) => useTestContent(request, use),
  page: async ({ page }, use) => {
    await use(hydratedLoads(page))
  },
  context: async ({ context }, use) => {
    context.on('page', hydratedLoads)
    await use(context)
  },
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
