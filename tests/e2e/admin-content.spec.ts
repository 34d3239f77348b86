import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { e2eOwner, signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

type Post = { id: number; slug: string; title: string; published: number }
type Project = { id: number; slug: string; title: string; featured: number; demoUrl: string | null }
type Testimonial = { id: number; name: string; rating: number; avatarUrl: string | null }

/** Letters only, so the search index reads it as one word that no seeded text contains. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  return `qz${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`
}

/**
 * A toast on screen. Its live-region copy lasts only a second, so the toast itself is looked up; an
 * open modal dialog hides the rest of the page from assistive technology, hence includeHidden.
 */
function toastWith(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })
}

function editor(page: Page): Locator {
  return page.getByRole('dialog')
}

async function setDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }])
}

/** Answers the next browser confirm() after checking its text; fails if none comes. */
function answerNextConfirm(page: Page, message: string, accept: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no confirm("${message}") appeared`)), 15_000)
    page.once('dialog', (dialog) => {
      clearTimeout(timer)
      const text = dialog.message()
      const answer = accept ? dialog.accept() : dialog.dismiss()
      void answer.then(() => (text === message ? resolve() : reject(new Error(`confirm said "${text}"`))))
    })
  })
}

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: e2eOwner })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

async function listAll<T>(request: APIRequestContext, kind: string): Promise<T[]> {
  const response = await request.get(`/api/admin/${kind}`, { headers: await bearer(request) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T[]
}

/** Removes whatever a test made (found by its unique word), even when the test stopped halfway. */
async function removeMarked(request: APIRequestContext, word: string) {
  const headers = await bearer(request)
  const kinds: Array<[string, (item: Record<string, unknown>) => string]> = [
    ['blog-posts', (item) => String(item.title)],
    ['projects', (item) => String(item.title)],
    ['testimonials', (item) => String(item.name)],
  ]
  for (const [kind, label] of kinds) {
    const items = (await (await request.get(`/api/admin/${kind}`, { headers })).json()) as Array<
      Record<string, unknown>
    >
    for (const item of items.filter((entry) => label(entry).includes(word))) {
      await request.delete(`/api/admin/${kind}/${item.id}`, { headers })
    }
  }
}

async function pngFile(name: string) {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 29, g: 78, b: 216 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

async function uploadThroughChooser(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await editor(page).getByRole('button', { name: 'Upload' }).click()
  await (await chooser).setFiles(file)
}

async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
}

/** Holds the page's POSTs to its route action for a moment, so the in-flight state can be seen. */
async function slowActions(page: Page, routePath: string) {
  await page.route(`**${routePath}.data*`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

// Several axe passes per test on a shared two-core machine take longer than the default 30 s.
test.describe.configure({ timeout: 120_000 })

let word = ''
test.beforeEach(() => {
  word = uniqueWord()
})
test.afterEach(async ({ request }) => {
  await removeMarked(request, word)
})

test.describe('blog posts', () => {
  test('lists every post with its badges and links, drafts too, and is accessible in both themes', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const headers = await bearer(request)
    const draft = await request.post('/api/admin/blog-posts', {
      headers,
      data: {
        title: `Draft notes ${word}`,
        excerpt: 'Unfinished thinking.',
        content: 'Not ready yet.',
        category: 'Leadership',
        tags: ['Drafting'],
        published: 0,
        featured: 1,
      },
    })
    expect(draft.status()).toBe(201)
    const posts = await listAll<Post>(request, 'blog-posts')
    const published = posts.find((post) => post.published === 1)!

    await signIn(page)
    await page.goto('/admin/blog-posts')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article')
    await expect(cards).toHaveCount(posts.length)

    const draftCard = cards.filter({ hasText: `Draft notes ${word}` })
    await expect(draftCard.getByText('Draft', { exact: true })).toBeVisible()
    await expect(draftCard.getByText('Featured', { exact: true })).toBeVisible()
    await expect(draftCard.getByText('Leadership', { exact: true })).toBeVisible()
    await expect(draftCard.getByRole('list', { name: 'Tags' })).toContainText('Drafting')
    await expect(draftCard.getByRole('link', { name: /^View/ })).toHaveCount(0)

    const publishedCard = cards.filter({
      has: page.getByRole('heading', { name: published.title, exact: true }),
    })
    await expect(publishedCard.getByText('Published', { exact: true })).toBeVisible()
    await expect(publishedCard.locator('time')).toHaveCount(1)
    const view = publishedCard.getByRole('link', { name: `View ${published.title} (opens in a new tab)` })
    await expect(view).toHaveAttribute('href', `/blog/${published.slug}`)
    await expect(view).toHaveAttribute('target', '_blank')
    await expectNoSeriousA11yViolations(page, 'admin blog posts')

    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)
    await expect(dialog.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    const box = (await dialog.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.width).toBeLessThanOrEqual(896)
    expect(Math.abs(box.height - viewport.height * 0.9)).toBeLessThan(2)
    await expect(dialog.getByLabel('Excerpt')).toHaveAttribute('rows', '3')
    await expect(dialog.getByLabel('Content')).toHaveAttribute('rows', '18')
    await expect(dialog.getByLabel('Published')).toBeChecked()
    await expect(dialog.getByLabel('Featured')).not.toBeChecked()
    await expect(dialog.getByLabel('Category')).toHaveValue('Strategy')
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'Strategy',
      'Technology',
      'Leadership',
    ])
    await expectNoSeriousA11yViolations(page, 'admin blog post dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await setDarkTheme(context, baseURL)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expectNoSeriousA11yViolations(page, 'admin blog posts (dark)')
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(editor(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'admin blog post dialog (dark)')
  })

  test('creates a post with the defaults and a slug from the title, shows it publicly, edits it and deletes it', async ({
    page,
    request,
  }) => {
    const title = `Field Notes: ${word} & Beyond!`
    const slug = `field-notes-${word}-beyond`
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await slowActions(page, '/admin/blog-posts')

    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)
    await dialog.getByLabel('Title').fill(title)
    await expect(dialog.getByText(`Leave blank to use “${slug}”.`)).toBeVisible()
    await dialog.getByLabel('Excerpt').fill(`A short summary about ${word}.`)
    await dialog.getByLabel('Content').fill(`## Why it matters\n\nThe **${word}** approach works.`)
    await dialog.getByLabel('Tags').fill('Governance')
    await dialog.getByRole('button', { name: 'Add tag AI Strategy' }).click()
    await expect(dialog.getByLabel('Tags')).toHaveValue('Governance, AI Strategy')
    await expect(dialog.getByRole('button', { name: 'Add tag AI Strategy' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(toastWith(page, 'Blog post created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.getByText('Published', { exact: true })).toBeVisible()
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(0)
    await expect(card.getByText('Strategy', { exact: true })).toBeVisible()
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Governance',
      'AI Strategy',
    ])
    await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/blog/${slug}`)

    const article = await request.get(`/blog/${slug}`)
    expect(article.status()).toBe(200)
    expect(await article.text()).toContain(`<strong>${word}</strong>`)
    const results = (await (await request.get(`/api/search?q=${word}`)).json()) as Array<{ url: string }>
    expect(results.map((result) => result.url)).toContain(`/blog/${slug}`)

    // Editing starts from the saved post.
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(dialog.getByRole('heading', { name: 'Edit Post' })).toBeVisible()
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug)
    await expect(dialog.getByLabel('Tags')).toHaveValue('Governance, AI Strategy')
    await expect(dialog.getByLabel('Published')).toBeChecked()
    await dialog.getByLabel('Title').fill(`Revised ${word}`)
    await dialog.getByLabel('Category').selectOption('Technology')
    await dialog.getByLabel('Published').uncheck()
    await dialog.getByLabel('Featured').check()
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toastWith(page, 'Blog post updated successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const revised = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Revised ${word}` }) })
    await expect(revised.getByText('Draft', { exact: true })).toBeVisible()
    await expect(revised.getByText('Featured', { exact: true })).toBeVisible()
    await expect(revised.getByText('Technology', { exact: true })).toBeVisible()
    await expect(revised.getByRole('link', { name: /^View/ })).toHaveCount(0)
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
    const afterDraft = (await (await request.get(`/api/search?q=${word}`)).json()) as Array<{ url: string }>
    expect(afterDraft.map((result) => result.url)).not.toContain(`/blog/${slug}`)

    // Deleting asks first; dismissing keeps the post.
    const confirmDismissed = answerNextConfirm(page, 'Are you sure you want to delete this blog post?', false)
    await revised.getByRole('button', { name: `Delete Revised ${word}` }).click()
    await confirmDismissed
    await expect(revised).toBeVisible()

    const confirmAccepted = answerNextConfirm(page, 'Are you sure you want to delete this blog post?', true)
    await revised.getByRole('button', { name: `Delete Revised ${word}` }).click()
    await confirmAccepted
    await expect(toastWith(page, 'Blog post deleted successfully')).toBeVisible()
    await expect(revised).toHaveCount(0)
  })

  test('shows validation errors before sending and the server message for a duplicate slug', async ({
    page,
    request,
  }) => {
    const [existing] = await listAll<Post>(request, 'blog-posts')
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)

    let posted = false
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/admin/blog-posts')) {
        const body = sent.postData() ?? ''
        if (!body.includes('intent=preview')) posted = true
      }
    })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Excerpt is required')).toBeVisible()
    await expect(dialog.getByText('Content is required')).toBeVisible()
    await expect(dialog.getByLabel('Title')).toBeFocused()
    await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toBe(false)

    await dialog.getByLabel('Title').fill(`Duplicate ${word}`)
    await expect(dialog.getByText('Title is required')).toBeHidden()
    await dialog.getByLabel('Slug').fill('Not A Slug')
    await dialog.getByLabel('Excerpt').fill('Excerpt')
    await dialog.getByLabel('Content').fill('Body')
    await dialog.getByLabel('Image URL').fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Use only lowercase letters, digits and hyphens')).toBeVisible()
    await expect(dialog.getByText('Must be an http(s) URL or a path starting with /')).toBeVisible()
    expect(posted).toBe(false)

    await dialog.getByLabel('Image URL').fill('')
    await dialog.getByLabel('Slug').fill(existing!.slug)
    await dialog.getByRole('button', { name: 'Create' }).click()
    const error = toastWith(page, 'Error')
    await expect(error).toContainText(`A blog post with the slug "${existing!.slug}" already exists`)
    await expect(dialog).toBeVisible()
    expect(posted).toBe(true)
  })

  test('asks before closing with unsaved changes, by Escape, the overlay and the close button', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/admin/blog-posts')
    const dialog = editor(page)

    // Unchanged, it closes without asking.
    let asked = false
    const noteQuestion = (question: { dismiss: () => Promise<void> }) => {
      asked = true
      void question.dismiss()
    }
    page.on('dialog', noteQuestion)
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(asked).toBe(false)
    page.off('dialog', noteQuestion)

    await page.getByRole('button', { name: 'New Post' }).click()
    await dialog.getByLabel('Title').fill(`Unsaved ${word}`)

    let answered = answerNextConfirm(page, 'Discard unsaved changes?', false)
    await page.keyboard.press('Escape')
    await answered
    await expect(dialog).toBeVisible()

    answered = answerNextConfirm(page, 'Discard unsaved changes?', false)
    await page.mouse.click(5, 5)
    await answered
    await expect(dialog).toBeVisible()

    answered = answerNextConfirm(page, 'Discard unsaved changes?', false)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await answered
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Title')).toHaveValue(`Unsaved ${word}`)

    answered = answerNextConfirm(page, 'Discard unsaved changes?', true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await answered
    await expect(dialog).toBeHidden()

    // What was discarded is gone when the dialog opens again.
    await page.getByRole('button', { name: 'New Post' }).click()
    await expect(dialog.getByLabel('Title')).toHaveValue('')
  })

  test('previews the content with the article rules, never running a script', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const preview = editor(page).getByTestId('content-preview')
    await expect(preview).toContainText('The formatted article appears here as you write.')

    await editor(page).getByLabel('Content').fill(
      [
        '# Roadmap Heading',
        '',
        'A **bold move** with *care*.',
        '',
        '<script>window.previewScriptRan = true</script>',
        '<img src="https://tracker.example/x.png" onerror="window.previewScriptRan = true">',
        // A blank line ends the HTML block (CommonMark), so the link is Markdown of its own.
        '',
        '[a link](javascript:alert(1))',
      ].join('\n'),
    )
    await expect(preview.getByRole('heading', { level: 1, name: 'Roadmap Heading' })).toBeVisible()
    await expect(preview.locator('strong')).toHaveText('bold move')
    await expect(preview.locator('em')).toHaveText('care')
    await expect(preview.locator('script, img, [onerror], a[href^="javascript"]')).toHaveCount(0)
    await expect(preview.getByText('a link', { exact: true })).toBeVisible()
    expect(
      await page.evaluate(() => (window as { previewScriptRan?: boolean }).previewScriptRan),
    ).toBeUndefined()

    // It follows the typing.
    await editor(page).getByLabel('Content').fill('## Second thoughts')
    await expect(preview.getByRole('heading', { level: 2, name: 'Second thoughts' })).toBeVisible()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveCount(0)
  })

  test('uploads an image, fills the URL with the stored copy and shows it', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)

    await uploadThroughChooser(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await expect(dialog.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible()
    await expect(dialog.getByLabel('Image URL')).toHaveValue('')

    await uploadThroughChooser(page, await pngFile('cover.png'))
    await expect(dialog.getByLabel('Image URL')).toHaveValue(/^\/uploads\/[0-9a-f-]+\.jpg$/)
    await expect(dialog.getByText('Uploaded cover.png.')).toBeVisible()
    await expectLoadedImage(dialog.getByRole('img', { name: 'Preview of the post image' }))
    const url = await dialog.getByLabel('Image URL').inputValue()
    const stored = await page.request.get(url)
    expect(stored.headers()['content-type']).toBe('image/jpeg')

    // The post keeps it.
    await dialog.getByLabel('Title').fill(`Illustrated ${word}`)
    await dialog.getByLabel('Excerpt').fill('With a picture.')
    await dialog.getByLabel('Content').fill('Body text.')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(toastWith(page, 'Blog post created successfully')).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: `Illustrated ${word}` })
    await card.getByRole('button', { name: /^Edit/ }).click()
    await expect(dialog.getByLabel('Image URL')).toHaveValue(url)
    await expectLoadedImage(dialog.getByRole('img', { name: 'Preview of the post image' }))
  })
})

/** Puts files into a field the way a paste or a drop does, through a DataTransfer made in the page. */
async function transferFiles(
  field: Locator,
  kind: 'paste' | 'drop',
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  await field.evaluate(
    (element, { kind, files }) => {
      const transfer = new DataTransfer()
      for (const file of files)
        transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }))
      if (kind === 'paste') {
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        )
      } else {
        for (const type of ['dragenter', 'dragover', 'drop'])
          element.dispatchEvent(
            new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
          )
      }
    },
    { kind, files: files.map((file) => ({ ...file, bytes: [...file.buffer] })) },
  )
}

/** Puts the caret at the end of a textarea's text. */
async function caretAtEnd(field: Locator) {
  await field.focus()
  await field.evaluate((element) => {
    const area = element as HTMLTextAreaElement
    area.setSelectionRange(area.value.length, area.value.length)
  })
}

test.describe('the post editor', () => {
  test('writes full screen with the live preview beside it, by keyboard, and is accessible in both themes', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)
    const body = dialog.getByLabel('Content')
    // A comfortable field even in the dialog.
    expect((await body.boundingBox())!.height).toBeGreaterThan(380)

    const fullScreen = dialog.getByRole('button', { name: 'Full screen', exact: true })
    await fullScreen.focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(body).toBeFocused()
    const box = (await dialog.boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 })
    // Only the text and its preview, side by side and as tall as the window allows.
    await expect(dialog.getByLabel('Title')).toHaveCount(0)
    const preview = dialog.getByRole('region', { name: 'Preview' })
    const textBox = (await body.boundingBox())!
    const previewBox = (await preview.boundingBox())!
    expect(textBox.x + textBox.width).toBeLessThan(previewBox.x)
    // The window's height less the dialog's title, the language tabs and the save row.
    expect(textBox.height).toBeGreaterThan(550)
    expect(previewBox.height).toBeGreaterThan(550)

    await page.keyboard.type(
      '## Costs\n\nRun `npm test` first.\n\n```ts\nconst total: number = 42\n```\n\n| Service | Cost |\n|---|--:|\n| Compute | $1,200 |\n',
    )
    await expect(preview.getByRole('heading', { level: 2, name: 'Costs' })).toBeVisible()
    await expect(preview.locator('code', { hasText: 'npm test' })).toBeVisible()
    await expect(preview.locator('pre code.language-typescript .hljs-keyword')).toHaveText('const')
    await expect(preview.getByRole('cell', { name: '$1,200' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'full-screen post editor (light)')

    // Escape leaves full screen first, keeping the text; the dialog stays open.
    await page.keyboard.press('Escape')
    await expect(dialog.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible()
    await expect(dialog.getByLabel('Title')).toBeVisible()
    await expect(body).toHaveValue(/^## Costs/)
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(896)

    await setDarkTheme(context, baseURL)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    await dialog.getByRole('button', { name: 'Full screen', exact: true }).click()
    await dialog
      .getByLabel('Content')
      .fill('## Dark\n\n```sql\nSELECT 1;\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |')
    await expect(preview.getByRole('table')).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'full-screen post editor (dark)')
  })

  test('adds images pasted or dropped into the body, shows them in the preview and on the published article', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/admin/blog-posts')
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = editor(page)
    await dialog.getByRole('button', { name: 'Full screen', exact: true }).click()
    const body = dialog.getByLabel('Content')
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await body.fill('Before the picture.')
    await caretAtEnd(body)

    // The upload takes a moment: a placeholder holds the image's place meanwhile.
    let releaseUpload: () => void = () => undefined
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve
    })
    await page.route('**/api/admin/uploads', async (route) => {
      await uploadHeld
      await route.continue()
    })
    await transferFiles(body, 'paste', [await pngFile('cost-by-service.png')])
    await expect(body).toHaveValue(
      /^Before the picture\.\n\n!\[Uploading cost-by-service\.png \(\d+\)…\]\(\)\n\n$/,
    )
    await expect(preview.getByText(/Uploading cost-by-service\.png/)).toBeVisible()
    await body.press('End')
    await page.keyboard.type('After the picture.')
    releaseUpload()
    await expect(body).toHaveValue(
      /^Before the picture\.\n\n!\[cost by service\]\(\/uploads\/[0-9a-f-]+\.jpg\)\n\nAfter the picture\.$/,
    )
    await expect(dialog.getByText('Added cost-by-service.png.', { exact: false })).toBeVisible()
    await expectLoadedImage(preview.getByRole('img', { name: 'cost by service' }))
    await page.unroute('**/api/admin/uploads')

    // Dropped, a screenshot's name says nothing: it starts with no description for the owner to write.
    await caretAtEnd(body)
    await transferFiles(body, 'drop', [await pngFile('Screenshot 2026-03-01.png')])
    await expect(body).toHaveValue(/\n\n!\[\]\(\/uploads\/[0-9a-f-]+\.jpg\)\n\n$/)
    await expect(dialog.getByText(/Describe it between the square brackets/)).toBeVisible()

    // Refused files are named, and the text stays as it was.
    const before = await body.inputValue()
    await transferFiles(body, 'drop', [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ])
    await expect(dialog.getByRole('alert')).toHaveText(
      'notes.txt was not added: Choose a JPEG, PNG or WebP image.',
    )
    await expect(body).toHaveValue(before)
    await transferFiles(body, 'paste', [
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') },
    ])
    await expect(dialog.getByRole('alert')).toContainText('broken.png was not added:')
    await expect(body).toHaveValue(before)

    // Published, the article shows the pasted image.
    await dialog.getByRole('button', { name: 'Exit full screen' }).click()
    await dialog.getByLabel('Title').fill(`Pictured ${word}`)
    await dialog.getByLabel('Excerpt').fill('With pasted pictures.')
    await body.fill((await body.inputValue()).replace('![]', '![A second chart]'))
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(toastWith(page, 'Blog post created successfully')).toBeVisible()
    const post = (await listAll<{ title: string; slug: string }>(page.request, 'blog-posts')).find(
      (each) => each.title === `Pictured ${word}`,
    )
    await page.goto(`/blog/${post?.slug}`)
    const article = page.getByRole('article')
    await expectLoadedImage(article.getByRole('img', { name: 'cost by service' }))
    await expectLoadedImage(article.getByRole('img', { name: 'A second chart' }))
  })
})

test.describe('projects', () => {
  test('lists projects with their badges and demo links, and is accessible in both themes', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const projects = await listAll<Project>(request, 'projects')
    const featured = projects.find((project) => project.featured === 1)!
    const withDemo = projects.find((project) => project.demoUrl && project.featured === 0)!
    const withoutDemo = projects.find((project) => !project.demoUrl)!

    await signIn(page)
    await page.goto('/admin/projects')
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
    await expect(page.getByText('Manage your portfolio projects')).toBeVisible()
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('article')
    await expect(cards).toHaveCount(projects.length)
    const byTitle = (title: string) =>
      cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) })

    await expect(byTitle(featured.title).getByText('Featured', { exact: true })).toBeVisible()
    await expect(byTitle(withDemo.title).getByText('Featured', { exact: true })).toHaveCount(0)
    const demo = byTitle(withDemo.title).getByRole('link', { name: /^Demo/ })
    await expect(demo).toHaveAttribute('href', withDemo.demoUrl!)
    await expect(demo).toHaveAttribute('target', '_blank')
    await expect(byTitle(withoutDemo.title).getByRole('link', { name: /^Demo/ })).toHaveCount(0)
    await expect(byTitle(withDemo.title).locator('time')).toHaveCount(1)
    await expect(byTitle(withDemo.title).getByRole('list', { name: 'Technologies' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'admin projects')

    await page.getByRole('button', { name: 'New Project' }).click()
    const dialog = editor(page)
    await expect(dialog.getByRole('heading', { name: 'Create New Project' })).toBeVisible()
    await expect(dialog.getByLabel('Description')).toHaveAttribute('rows', '4')
    await expect(dialog.getByLabel('Featured')).not.toBeChecked()
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'Productivity & AI Ops',
      'Cybersecurity',
      'Wellbeing & UX',
      'Sustainability',
    ])
    await expectNoSeriousA11yViolations(page, 'admin project dialog')
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoHorizontalScroll(page)
    await page.getByRole('button', { name: 'New Project' }).click()
    await expect(dialog).toBeVisible()
    await expectNoHorizontalScroll(page)
    await page.keyboard.press('Escape')

    await setDarkTheme(context, baseURL)
    await page.reload()
    await expectNoSeriousA11yViolations(page, 'admin projects (dark)')
    await page.getByRole('button', { name: 'New Project' }).click()
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'admin project dialog (dark)')
  })

  test('creates, shows publicly, edits, refuses a duplicate slug and deletes a project', async ({
    page,
    request,
  }) => {
    const [existing] = await listAll<Project>(request, 'projects')
    const title = `Grant Triage ${word}`
    const slug = `grant-triage-${word}`
    await signIn(page)
    await page.goto('/admin/projects')

    await page.getByRole('button', { name: 'New Project' }).click()
    const dialog = editor(page)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Description is required')).toBeVisible()
    await expect(dialog.getByText('At least one technology is required')).toBeVisible()

    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill(`Sorting grant applications with ${word} rules.`)
    await dialog.getByLabel('Category').selectOption({ label: 'Cybersecurity' })
    await dialog.getByLabel('Technologies').fill('Python, , ')
    await dialog.getByRole('button', { name: 'Add technology Data Analytics' }).click()
    await expect(dialog.getByLabel('Technologies')).toHaveValue('Python, Data Analytics')
    await dialog.getByLabel('Demo URL').fill('https://demo.example.com/triage')
    await dialog.getByLabel('Live URL').fill('not a url')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Must be an http(s) URL or a path starting with /')).toBeVisible()
    await dialog.getByLabel('Live URL').fill('')

    // The list is read again after the save, and the page says so meanwhile.
    await page.route('**/admin/projects.data*', async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('Loading projects...')).toBeVisible()
    const created = toastWith(page, 'Project created successfully')
    await expect(created).toBeVisible()
    await expect(created).toContainText('Success')
    await expect(dialog).toBeHidden()
    await page.unroute('**/admin/projects.data*')

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(0)
    await expect(card.getByText('Cybersecurity', { exact: true })).toBeVisible()
    await expect(card.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveText([
      'Python',
      'Data Analytics',
    ])
    await expect(card.getByRole('link', { name: /^Demo/ })).toHaveAttribute(
      'href',
      'https://demo.example.com/triage',
    )

    const publicPage = await request.get('/projects')
    expect(await publicPage.text()).toContain(title)
    const results = (await (await request.get(`/api/search?q=${word}`)).json()) as Array<{
      type: string
      title: string
    }>
    expect(results).toContainEqual(expect.objectContaining({ type: 'project', title }))

    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await expect(dialog.getByRole('heading', { name: 'Edit Project' })).toBeVisible()
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug)
    await expect(dialog.getByLabel('Technologies')).toHaveValue('Python, Data Analytics')
    await expect(dialog.getByLabel('Demo URL')).toHaveValue('https://demo.example.com/triage')
    await expect(dialog.getByLabel('Category')).toHaveValue('cybersecurity')
    await dialog.getByLabel('Featured').check()
    await dialog.getByLabel('Demo URL').fill('')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toastWith(page, 'Project updated successfully')).toBeVisible()
    await expect(card.getByText('Featured', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: /^Demo/ })).toHaveCount(0)
    const home = await request.get('/')
    expect(await home.text()).toContain(title)

    // A slug that is taken comes back as the server's message.
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await dialog.getByLabel('Slug').fill(existing!.slug)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toastWith(page, 'Error')).toContainText(
      `A project with the slug "${existing!.slug}" already exists`,
    )
    await expect(dialog).toBeVisible()
    const discard = answerNextConfirm(page, 'Discard unsaved changes?', true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await discard
    await expect(dialog).toBeHidden()

    const dismissed = answerNextConfirm(page, 'Are you sure you want to delete this project?', false)
    await card.getByRole('button', { name: `Delete ${title}` }).click()
    await dismissed
    await expect(card).toBeVisible()
    const accepted = answerNextConfirm(page, 'Are you sure you want to delete this project?', true)
    await card.getByRole('button', { name: `Delete ${title}` }).click()
    await accepted
    await expect(toastWith(page, 'Project deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
    expect(await (await request.get('/projects')).text()).not.toContain(title)
  })

  test('a title with no letters or digits needs a slug typed in', async ({ page }) => {
    await signIn(page)
    await page.goto('/admin/projects')
    await page.getByRole('button', { name: 'New Project' }).click()
    const dialog = editor(page)
    await dialog.getByLabel('Title').fill('!!!')
    await expect(dialog.getByText('Leave blank to make one from the title.')).toBeVisible()
    await dialog.getByLabel('Description').fill(`Project ${word}`)
    await dialog.getByLabel('Technologies').fill('Python')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(toastWith(page, 'Error')).toContainText('Could not make a slug from the title; enter one')
    await expect(dialog.getByText('Could not make a slug from the title; enter one')).toBeVisible()
    await expect(dialog.getByLabel('Slug')).toBeFocused()
  })
})

test.describe('testimonials', () => {
  test('lists testimonials with stars and initials, and is accessible in both themes', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const testimonials = await listAll<Testimonial>(request, 'testimonials')
    const fourStars = testimonials.find((testimonial) => testimonial.rating === 4)!

    await signIn(page)
    await page.goto('/admin/testimonials')
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
    await expect(page.getByText('Manage client testimonials and reviews')).toBeVisible()
    const cards = page.getByRole('list', { name: 'Testimonials' }).getByRole('article')
    await expect(cards).toHaveCount(testimonials.length)
    const card = cards.filter({ has: page.getByRole('heading', { name: fourStars.name }) })
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    const initials = fourStars.name
      .split(' ')
      .map((part) => part[0])
      .join('')
    await expect(card.getByText(initials, { exact: true })).toBeVisible()
    await expect(card.locator('blockquote')).toBeVisible()
    await expect(card.locator('time')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page, 'admin testimonials')

    await page.getByRole('button', { name: 'New Testimonial' }).click()
    const dialog = editor(page)
    await expect(dialog.getByRole('heading', { name: 'Create New Testimonial' })).toBeVisible()
    await expect(dialog.getByLabel('Rating')).toHaveValue('5')
    await expect(dialog.getByLabel('Rating').locator('option')).toHaveText([
      '5 Stars',
      '4 Stars',
      '3 Stars',
      '2 Stars',
      '1 Star',
    ])
    await expect(dialog.getByLabel('Avatar URL (Optional)')).toHaveValue('')
    await expectNoSeriousA11yViolations(page, 'admin testimonial dialog')
    await page.keyboard.press('Escape')

    await setDarkTheme(context, baseURL)
    await page.reload()
    await expectNoSeriousA11yViolations(page, 'admin testimonials (dark)')
    await page.getByRole('button', { name: 'New Testimonial' }).click()
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'admin testimonial dialog (dark)')
  })

  test('creates with five stars by default and an uploaded avatar, edits, and deletes a testimonial', async ({
    page,
    request,
  }) => {
    const name = `Robin ${word}`
    await signIn(page)
    await page.goto('/admin/testimonials')
    await slowActions(page, '/admin/testimonials')

    await page.getByRole('button', { name: 'New Testimonial' }).click()
    const dialog = editor(page)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Full name is required')).toBeVisible()
    await expect(dialog.getByText('Job title is required')).toBeVisible()
    await expect(dialog.getByText('Company is required')).toBeVisible()
    await expect(dialog.getByText('Testimonial content is required')).toBeVisible()
    await expect(dialog.getByLabel('Full Name')).toBeFocused()

    await dialog.getByLabel('Full Name').fill(name)
    await dialog.getByLabel('Job Title').fill('Chief Data Officer')
    await dialog.getByLabel('Company').fill('Harbor Agency')
    await dialog.getByLabel('Testimonial Content').fill(`Working together on ${word} was a pleasure.`)
    await uploadThroughChooser(page, await pngFile('robin.png'))
    await expect(dialog.getByLabel('Avatar URL (Optional)')).toHaveValue(/^\/uploads\/.+\.jpg$/)
    await expectLoadedImage(dialog.getByRole('img', { name: 'Preview of the avatar' }))
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    const created = toastWith(page, 'Testimonial created successfully')
    await expect(created).toBeVisible()
    await expect(created).toContainText('Success')
    await expect(dialog).toBeHidden()

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    await expect(card.getByText('Chief Data Officer at Harbor Agency')).toBeVisible()
    await expect(card.locator('blockquote')).toContainText(`“Working together on ${word} was a pleasure.”`)
    await expectLoadedImage(card.locator('img'))

    const home = await request.get('/')
    expect(await home.text()).toContain(`Working together on ${word} was a pleasure.`)

    // An avatar that cannot be loaded falls back to the initials.
    await page.route('**/broken-avatar.png', (route) => route.abort())
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    await expect(dialog.getByRole('heading', { name: 'Edit Testimonial' })).toBeVisible()
    await expect(dialog.getByLabel('Full Name')).toHaveValue(name)
    await expect(dialog.getByLabel('Company')).toHaveValue('Harbor Agency')
    await expect(dialog.getByLabel('Rating')).toHaveValue('5')
    await dialog.getByLabel('Rating').selectOption('3')
    await dialog.getByLabel('Avatar URL (Optional)').fill('https://images.example.com/broken-avatar.png')
    await expect(dialog.getByText('No image could be loaded from this address.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expect(toastWith(page, 'Testimonial updated successfully')).toBeVisible()
    await expect(card.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible()
    await expect(card.getByText(`R${word[0]!.toUpperCase()}`, { exact: true })).toBeVisible()
    await expect(card.locator('img')).toHaveCount(0)

    const dismissed = answerNextConfirm(page, 'Are you sure you want to delete this testimonial?', false)
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await dismissed
    await expect(card).toBeVisible()
    const accepted = answerNextConfirm(page, 'Are you sure you want to delete this testimonial?', true)
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await accepted
    await expect(toastWith(page, 'Testimonial deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
  })

  test('a failed delete shows the server message', async ({ page, request }) => {
    const headers = await bearer(request)
    const made = await request.post('/api/admin/testimonials', {
      headers,
      data: { name: `Gone ${word}`, title: 'Director', company: 'Agency', content: 'Short and sweet.' },
    })
    expect(made.status()).toBe(201)
    const { id } = (await made.json()) as { id: number }
    await signIn(page)
    await page.goto('/admin/testimonials')
    const card = page.getByRole('article').filter({ hasText: `Gone ${word}` })
    await expect(card).toBeVisible()
    // Someone else removed it in the meantime.
    await request.delete(`/api/admin/testimonials/${id}`, { headers })
    const accepted = answerNextConfirm(page, 'Are you sure you want to delete this testimonial?', true)
    await card.getByRole('button', { name: `Delete Gone ${word}` }).click()
    await accepted
    await expect(toastWith(page, 'Error')).toContainText('Testimonial not found')
    await expect(card).toHaveCount(0)
  })
})

/** A second server on an empty database, so the empty states are seen without touching the shared one. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

test.describe('empty states', () => {
  let child: ChildProcess | undefined
  let dataDir = ''
  let origin = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const port = await freePort()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-empty-'))
    origin = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['index.js'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO_CONTENT: 'false',
        ADMIN_USERNAME: e2eOwner.username,
        ADMIN_PASSWORD: e2eOwner.password,
      },
      stdio: 'ignore',
    })
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/healthz`)).status
          } catch {
            return 0
          }
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200)
  })

  test.afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  test('each manager shows its empty state, whose button opens the dialog', async ({ page }) => {
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel('Username').fill(e2eOwner.username)
    await page.getByLabel('Password').fill(e2eOwner.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`${origin}/admin`)

    await page.goto(`${origin}/admin/blog-posts`)
    await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'empty blog posts')
    await page.getByRole('button', { name: 'Create First Post' }).click()
    const dialog = editor(page)
    await expect(dialog.getByRole('heading', { name: 'Create New Post' })).toBeVisible()
    await dialog.getByLabel('Title').fill('First words')
    await dialog.getByLabel('Excerpt').fill('The first post.')
    await dialog.getByLabel('Content').fill('Hello.')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(toastWith(page, 'Blog post created successfully')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toHaveCount(0)
    await expect(page.getByText('1 post: 1 published, 0 drafts')).toBeVisible()

    // Deleting the last one brings the empty state back.
    const accepted = answerNextConfirm(page, 'Are you sure you want to delete this blog post?', true)
    await page.getByRole('button', { name: 'Delete First words' }).click()
    await accepted
    await expect(page.getByRole('heading', { name: 'No blog posts yet' })).toBeVisible()

    await page.goto(`${origin}/admin/projects`)
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible()
    await expect(page.getByText('Get started by creating your first project')).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'empty projects')
    await page.getByRole('button', { name: 'Create First Project' }).click()
    await expect(dialog.getByRole('heading', { name: 'Create New Project' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.goto(`${origin}/admin/testimonials`)
    await expect(page.getByRole('heading', { name: 'No testimonials yet' })).toBeVisible()
    await expect(page.getByText('Get started by adding your first testimonial')).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'empty testimonials')
    await page.getByRole('button', { name: 'Add First Testimonial' }).click()
    await expect(dialog.getByRole('heading', { name: 'Create New Testimonial' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})
