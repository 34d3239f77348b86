import type { APIRequestContext, Page } from '@playwright/test'
import type { Project } from '../../app/lib/models.ts'
import {
  type ProjectCategory,
  projectCategories,
  projectCategoryLabels,
} from '../../app/schemas/categories.ts'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const e2eAdmin = { username: 'owner', password: 'e2e owner password' }

async function allProjects(request: APIRequestContext): Promise<Project[]> {
  const response = await request.get('/api/projects')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Project[]
}

function projectGrid(page: Page) {
  return page.locator('main article')
}

test('the projects page is rendered on the server with every project', async ({ request }) => {
  const projects = await allProjects(request)
  expect(projects.length).toBeGreaterThan(0)

  const response = await request.get('/projects')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<h1')
  expect(html).toContain('Projects &amp; Solutions')
  for (const project of projects) {
    expect(html, project.slug).toContain(`id="${project.slug}"`)
  }
  expect(html).toContain(`${projects.length} projects`)
})

test('the grid shows every project with its card', async ({ page, request }) => {
  const projects = await allProjects(request)
  await page.goto('/projects')
  await expect(page).toHaveTitle(`Projects | ${defaultOwnerProfile.name}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects & Solutions' })).toBeVisible()
  await expect(projectGrid(page)).toHaveCount(projects.length)

  const first = projects[0] as Project
  const card = page.locator(`#${first.slug}`)
  await expect(card.getByRole('heading', { name: first.title })).toBeVisible()
  await expect(card.getByText(projectCategoryLabels[first.category], { exact: true })).toBeVisible()
  // The seeded artwork is a 16:9 upload; its intrinsic size reserves the card's image box.
  const image = card.locator('picture img')
  const width = Number(await image.getAttribute('width'))
  const height = Number(await image.getAttribute('height'))
  expect(width / height).toBeCloseTo(16 / 9, 2)
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-320\.avif 320w/)
})

test('each filter shows only its category and keeps it in the URL', async ({ page, request }) => {
  const projects = await allProjects(request)
  await page.goto('/projects')
  const filters = page.getByRole('navigation', { name: 'Filter projects by category' })
  await expect(filters.getByRole('link', { name: 'All Projects' })).toHaveAttribute('aria-current', 'page')

  for (const category of projectCategories) {
    const label = projectCategoryLabels[category]
    const expected = projects.filter((project) => project.category === category)
    await filters.getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/projects\\?category=${category}$`))
    await expect(filters.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(filters.getByRole('link', { name: 'All Projects' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(projectGrid(page)).toHaveCount(expected.length)
    for (const project of expected) {
      await expect(page.locator(`#${project.slug}`)).toBeVisible()
    }
    for (const card of await projectGrid(page).all()) {
      await expect(card.getByText(label, { exact: true })).toBeVisible()
    }
  }

  await filters.getByRole('link', { name: 'All Projects' }).click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(projectGrid(page)).toHaveCount(projects.length)

  // A shared link opens on its filter; an unknown category falls back to everything.
  await page.goto('/projects?category=wellbeing-ux')
  await expect(filters.getByRole('link', { name: 'Wellbeing & UX' })).toHaveAttribute('aria-current', 'page')
  await expect(projectGrid(page)).toHaveCount(projects.filter((p) => p.category === 'wellbeing-ux').length)
  await page.goto('/projects?category=not-a-category')
  await expect(filters.getByRole('link', { name: 'All Projects' })).toHaveAttribute('aria-current', 'page')
  await expect(projectGrid(page)).toHaveCount(projects.length)
})

test('six skeletons hold the grid while a filter loads', async ({ page }) => {
  await page.goto('/projects')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/projects\.data/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('link', { name: 'Cybersecurity', exact: true }).click()
  await expect(page.getByTestId('project-skeletons').getByRole('listitem')).toHaveCount(6)
  await expect(page.getByText('Loading projects...')).toBeVisible()
  release()
  await expect(page.getByTestId('project-skeletons')).toHaveCount(0)
  await expect(projectGrid(page).first()).toBeVisible()
})

test('the filters work without JavaScript', async ({ browser, baseURL, request }) => {
  const projects = await allProjects(request)
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/projects')
  await page.getByRole('link', { name: 'Sustainability', exact: true }).click()
  await expect(page).toHaveURL(/\/projects\?category=sustainability$/)
  await expect(projectGrid(page)).toHaveCount(projects.filter((p) => p.category === 'sustainability').length)
  await expect(page.getByRole('link', { name: 'Sustainability', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await context.close()
})

test('an empty category says No Projects Found and Show All Projects resets the filter', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/admin/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const emptied: ProjectCategory = 'sustainability'
  const moved = (await allProjects(request)).filter((project) => project.category === emptied)
  expect(moved.length).toBeGreaterThan(0)

  // Recategorise rather than delete, so the seeded rows keep their ids and come back unchanged.
  try {
    for (const project of moved) {
      const response = await request.patch(`/api/admin/projects/${project.id}`, {
        headers,
        data: { category: 'cybersecurity' },
      })
      expect(response.ok()).toBe(true)
    }
    await page.goto(`/projects?category=${emptied}`)
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible()
    await expect(projectGrid(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Show All Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toHaveCount(0)
    await expect(projectGrid(page)).toHaveCount((await allProjects(request)).length)
  } finally {
    for (const project of moved) {
      await request.patch(`/api/admin/projects/${project.id}`, {
        headers,
        data: { category: project.category },
      })
    }
  }
  const restored = (await allProjects(request)).filter((project) => project.category === emptied)
  expect(restored.map((project) => project.id).sort()).toEqual(moved.map((project) => project.id).sort())
})

test('a card shows four technologies and a +N badge for the rest', async ({ page, request }) => {
  const projects = await allProjects(request)
  const many = projects.find((project) => project.technologies.length > 4)
  const few = projects.find((project) => project.technologies.length <= 4)
  if (!many || !few) throw new Error('the seed needs projects with more and with at most four technologies')

  await page.goto('/projects')
  const technologies = page.locator(`#${many.slug}`).getByRole('list', { name: 'Technologies' })
  const items = technologies.getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (const [index, technology] of many.technologies.slice(0, 4).entries()) {
    await expect(items.nth(index)).toHaveText(technology)
  }
  const hidden = many.technologies.length - 4
  await expect(items.nth(4)).toContainText(`+${hidden}`)
  const more = `+${hidden} more ${hidden === 1 ? 'technology' : 'technologies'}`
  await expect(items.nth(4).getByText(more)).toBeAttached()

  const fewItems = page
    .locator(`#${few.slug}`)
    .getByRole('list', { name: 'Technologies' })
    .getByRole('listitem')
  await expect(fewItems).toHaveCount(few.technologies.length)
  await expect(fewItems.filter({ hasText: /^\+\d/ })).toHaveCount(0)
})

test('Live Demo opens the demo in a new tab; otherwise Request Demo leads to the demo request', async ({
  page,
  request,
}) => {
  const projects = await allProjects(request)
  const withDemo = projects.find((project) => project.demoUrl)
  const withoutDemo = projects.find((project) => !project.demoUrl)
  if (!withDemo || !withoutDemo) throw new Error('the seed needs projects with and without a demo')

  await page.goto('/projects')
  const live = page.locator(`#${withDemo.slug}`).getByRole('link', { name: /^Live Demo/ })
  await expect(live).toHaveAttribute('href', withDemo.demoUrl as string)
  await expect(live).toHaveAttribute('target', '_blank')
  await expect(live).toHaveAttribute('rel', /noopener/)
  await expect(page.locator(`#${withDemo.slug}`).getByRole('link', { name: /^Request Demo/ })).toHaveCount(0)

  const requestDemo = page.locator(`#${withoutDemo.slug}`).getByRole('link', { name: /^Request Demo/ })
  await expect(requestDemo).toHaveAttribute('href', `/demo-request/${withoutDemo.slug}`)
  await expect(page.locator(`#${withoutDemo.slug}`).getByRole('link', { name: /^Live Demo/ })).toHaveCount(0)

  const cta = page.getByRole('region', { name: 'Have a similar challenge?' })
  const book = cta.getByRole('link', { name: /Book a Free Consult/ })
  // The site's own booking page, in the same tab.
  await expect(book).toHaveAttribute('href', '/book/free-consult')
  await expect(book).not.toHaveAttribute('target', '_blank')
  await expect(cta.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/demo-request')
})

test('the Use Case dialog shows the whole project and closes', async ({ page, request }) => {
  const projects = await allProjects(request)
  const project = projects.find((candidate) => candidate.technologies.length > 4 && candidate.caseStudyUrl)
  if (!project) throw new Error('the seed needs a project with a case study and more than four technologies')

  await page.goto('/projects')
  const trigger = page.locator(`#${project.slug}`).getByRole('button', { name: /^Use Case/ })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: project.title })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(project.description)
  for (const technology of project.technologies) {
    await expect(dialog.getByRole('listitem').filter({ hasText: technology }).first()).toBeVisible()
  }
  await expect(dialog.getByRole('link', { name: 'Read Case Study' })).toHaveAttribute(
    'href',
    project.caseStudyUrl as string,
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the use-case tooltip appears on hover and on keyboard focus', async ({ page, request }) => {
  const [first, second] = await allProjects(request)
  if (!first || !second) throw new Error('the seed needs two projects')

  await page.goto('/projects')
  const trigger = page
    .locator(`#${first.slug}`)
    .getByRole('button', { name: `Use case summary: ${first.title}` })
  const tooltip = page.getByRole('tooltip')
  await trigger.hover()
  // Spec §9: the tooltip waits 700 ms before opening on hover.
  expect(await tooltip.count()).toBe(0)
  await expect(tooltip).toContainText('Use case:')
  await expect(tooltip).toContainText(first.description.slice(0, 60))
  // Leave the trigger away from the tooltip, in steps, as a real pointer would.
  const box = await trigger.boundingBox()
  if (!box) throw new Error('the use-case button has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200, { steps: 10 })
  await expect(tooltip).toHaveCount(0)

  await page
    .locator(`#${second.slug}`)
    .getByRole('button', { name: `Use case summary: ${second.title}` })
    .focus()
  await expect(tooltip).toContainText(second.description.slice(0, 60))
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
})

test('the projects page has no serious accessibility violations in light and dark themes', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/projects')
  await expectNoSeriousA11yViolations(page, '/projects light')

  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }])
  await page.goto('/projects')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page, '/projects dark')
})

test('the projects page fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/projects')
  await expect(projectGrid(page).first()).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the page speaks the visitor language', async ({ page }) => {
  await page.goto('/fr/projects')
  await expect(page.getByRole('heading', { level: 1, name: 'Projets et solutions' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tous les projets' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('button', { name: /^Cas d'usage/ }).first()).toBeVisible()
})
