import type { APIRequestContext, Page } from '@playwright/test'
import { chromium } from '@playwright/test'
import type { BlogPost } from '../../app/lib/models.ts'
import type { BlogPostInput } from '../../app/schemas/content.ts'
import { signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { test as base, expect } from './fixtures.ts'

type ApiPost = {
  id: number
  title: string
  slug: string
  excerpt: string
  category: string
  published: number
  createdAt: string
}

// The owner account the Playwright web server is started with (playwright.config.ts).
const e2eAdmin = { username: 'owner', password: 'e2e owner password' }

/** The article a test creates: an excerpt and a body with the markdown the page renders. */
const articleInput = {
  category: 'Technology',
  excerpt: 'Zero trust programs rarely fail on architecture; they fail on sequencing.',
  content: [
    'Programs stall when everything has to change at once.',
    '## Start with identity, because everything depends on it',
    '**Phishing-resistant MFA** for every privileged user comes first.',
    '### Sequence by risk and readiness',
    '> Zero trust is a direction of travel, not a product you buy.',
    'Check who still signs in without MFA with `az ad user list`:',
    '```bash\naz ad user list --query "[?strongAuthenticationMethods == null].userPrincipalName" -o tsv\n```',
    '| Phase | Scope | Months |\n|---|---|--:|\n| Identity | Every privileged user on phishing-resistant MFA | 3 |\n| Devices | Managed, compliant devices for every sign-in | 6 |',
    '![Bar chart of estimated emissions by service](/images/articles/cloud-carbon-by-service.svg)\n*Figure 1: the chart the demo article shows*',
  ].join('\n\n'),
} satisfies Partial<BlogPostInput>

/** A test that names `post` gets an article of its own, deleted afterwards. */
const test = base.extend<{ post: BlogPost }>({
  post: async ({ content }, use) => use(await content.blogPost(articleInput)),
})

/** A date as the site shows it: in UTC, `medium` on cards and `long` on the article. */
const shownDate = (iso: string, dateStyle: 'medium' | 'long') =>
  new Intl.DateTimeFormat('en-US', { dateStyle, timeZone: 'UTC' }).format(new Date(iso))
const categories = ['Strategy', 'Technology', 'Leadership'] as const

async function publishedPosts(request: APIRequestContext, category?: string): Promise<ApiPost[]> {
  const response = await request.get(category ? `/api/blog-posts?category=${category}` : '/api/blog-posts')
  expect(response.ok()).toBe(true)
  return response.json()
}

function newestFirst(posts: ApiPost[]): string[] {
  return [...posts]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((post) => post.title)
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: e2eAdmin })
  expect(response.ok()).toBe(true)
  return (await response.json()).token
}

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Articles' }).getByRole('heading', { level: 2 })
}

function filterNav(page: Page) {
  return page.getByRole('navigation', { name: 'Filter articles by category' })
}

test.describe('/blog', () => {
  test('lists exactly the published posts, newest first, with their card details', async ({
    content,
    post,
    page,
    request,
  }) => {
    const draft = await content.blogPost({ published: 0 })
    const posts = await publishedPosts(request)
    expect(posts.length).toBeGreaterThan(0)
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Blog | Jordan Avery')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles')
    await expect(cardTitles(page)).toHaveText(newestFirst(posts))
    await expect(page.getByText(draft.title)).toHaveCount(0)

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: post.title }) })
    await expect(card.getByText('Technology', { exact: true })).toBeVisible()
    await expect(card.locator('time')).toHaveText(shownDate(post.createdAt, 'medium'))
    await expect(card.getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('href', '/')
    const readMore = card.getByRole('link', { name: `Read More: ${post.title}` })
    await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`)
    await readMore.click()
    await expect(page).toHaveURL(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  })

  test('each card excerpt ends at its third line, with the ellipsis last', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/blog')
    const excerpts = page.getByRole('list', { name: 'Articles' }).locator('article p.line-clamp-3')
    expect(await excerpts.count()).toBeGreaterThan(3)
    // A clamped paragraph taller than its three lines shows a fourth line below the ellipsis.
    const heights = await excerpts.evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const lineHeight = Number.parseFloat(getComputedStyle(paragraph).lineHeight)
        return { lines: paragraph.getBoundingClientRect().height / lineHeight, text: paragraph.textContent }
      }),
    )
    for (const { lines, text } of heights) expect(lines, text ?? '').toBeLessThanOrEqual(3.01)
  })

  test('each category filter lives in the URL and marks itself active', async ({ page, request }) => {
    await page.goto('/blog')
    const nav = filterNav(page)
    await expect(nav.getByRole('link', { name: 'All Posts' })).toHaveAttribute('aria-current', 'page')
    for (const category of categories) {
      const expected = newestFirst(await publishedPosts(request, category))
      await nav.getByRole('link', { name: category, exact: true }).click()
      await expect(page).toHaveURL(`/blog?category=${category}`)
      await expect(nav.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(nav.getByRole('link', { name: 'All Posts' })).not.toHaveAttribute('aria-current', 'page')
      await expect(cardTitles(page)).toHaveText(expected)
    }
    await nav.getByRole('link', { name: 'All Posts' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(cardTitles(page)).toHaveText(newestFirst(await publishedPosts(request)))

    // A shared filtered link opens already filtered.
    await page.goto('/blog?category=Leadership')
    await expect(cardTitles(page)).toHaveText(newestFirst(await publishedPosts(request, 'Leadership')))
    await expect(filterNav(page).getByRole('link', { name: 'Leadership' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('filters work without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog')
    await expect(cardTitles(page)).toHaveText(newestFirst(await publishedPosts(request)))
    for (const category of categories) {
      await filterNav(page).getByRole('link', { name: category, exact: true }).click()
      await expect(page).toHaveURL(`/blog?category=${category}`)
      await expect(cardTitles(page)).toHaveText(newestFirst(await publishedPosts(request, category)))
    }
    await context.close()
  })

  test('an unknown category shows every post', async ({ page, request }) => {
    await page.goto('/blog?category=Gardening')
    await expect(cardTitles(page)).toHaveText(newestFirst(await publishedPosts(request)))
    await expect(filterNav(page).getByRole('link', { name: 'All Posts' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('an empty category shows No Posts Found and a way back to all posts', async ({ page, request }) => {
    // The seed has posts in every category, so the Leadership ones are unpublished for this test and restored.
    const token = await adminToken(request)
    const headers = { authorization: `Bearer ${token}` }
    const leadership = await publishedPosts(request, 'Leadership')
    expect(leadership.length).toBeGreaterThan(0)
    try {
      for (const post of leadership) {
        const response = await request.patch(`/api/admin/blog-posts/${post.id}`, {
          headers,
          data: { published: 0 },
        })
        expect(response.ok()).toBe(true)
      }
      await page.goto('/blog?category=Leadership')
      await expect(page.getByRole('heading', { name: 'No Posts Found' })).toBeVisible()
      await expect(page.getByRole('list', { name: 'Articles' })).toHaveCount(0)
      await expect(page.getByText(/debug|undefined|null|\[object/i)).toHaveCount(0)
      await page.getByRole('link', { name: 'Show All Posts' }).click()
      await expect(page).toHaveURL('/blog')
      await expect(cardTitles(page).first()).toBeVisible()
    } finally {
      for (const post of leadership) {
        await request.patch(`/api/admin/blog-posts/${post.id}`, { headers, data: { published: 1 } })
      }
    }
  })

  test('shows six placeholders while the next filter loads', async ({ page }) => {
    await page.goto('/blog')
    await expect(cardTitles(page).first()).toBeVisible()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/blog\.data/, async (route) => {
      await held
      await route.continue()
    })
    await filterNav(page).getByRole('link', { name: 'Strategy' }).click()
    await expect(page.getByTestId('post-skeleton')).toHaveCount(6)
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles' })).toBeAttached()
    release()
    await expect(page.getByTestId('post-skeleton')).toHaveCount(0)
    await expect(cardTitles(page).first()).toBeVisible()
  })

  test('has no horizontal scrolling at 360 px', async ({ post, page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    for (const path of ['/blog', `/blog/${post.slug}`]) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('newsletter signup', () => {
  const subscribePath = '**/api/newsletter/subscribe'

  test('an empty address shows Email required and sends nothing', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/subscribe')) sent.push(request.url())
    })
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Email required', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter your email address', { exact: true })).toBeVisible()
    expect(sent).toEqual([])
  })

  test('a valid address shows Subscribing..., then thanks, and clears the field; twice works too', async ({
    page,
  }) => {
    const email = `reader-${Date.now()}@example.org`
    const bodies: unknown[] = []
    await page.route(subscribePath, async (route) => {
      bodies.push(route.request().postDataJSON())
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto('/blog')
    const field = page.getByRole('textbox', { name: 'Email address' })
    await expect(field).toHaveAttribute('type', 'email')

    for (let attempt = 0; attempt < 2; attempt++) {
      await field.fill(email)
      await page.getByRole('button', { name: 'Subscribe' }).click()
      // One assertion, so that a busy machine cannot let the short busy state pass between two checks.
      await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
      await expect(page.getByText('Thanks for subscribing!', { exact: true })).toBeVisible()
      await expect(
        page.getByText(
          "Check your inbox to confirm your subscription. You'll then receive monthly insights on AI, sustainability, and digital transformation.",
          {
            exact: true,
          },
        ),
      ).toBeVisible()
      await expect(field).toHaveValue('')
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    }
    // The email plus the empty honeypot and a signed render-time token.
    const expected = { email, website: '', formToken: expect.stringMatching(/^\d+\.newsletter\.[\w-]+$/) }
    expect(bodies).toEqual([expected, expected])
  })

  test('a failing server shows Subscription error', async ({ page }) => {
    await page.route(subscribePath, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.goto('/blog')
    await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.org')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscription error', { exact: true })).toBeVisible()
    await expect(
      page.getByText('There was an issue subscribing. Please try again or contact us directly.', {
        exact: true,
      }),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@example.org')
  })

  test('works without JavaScript through the blog page', async ({ post, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`/blog/${post.slug}`)
    // Under Referrer-Policy no-referrer a browser posts forms with Origin: null, which React Router
    // refuses as a cross-site action; the server's policy must let the origin be sent.
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    await page.getByRole('textbox', { name: 'Email address' }).fill(`nojs-${Date.now()}@example.org`)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible()
    await context.close()
  })
})

test.describe('article page', () => {
  test('the server HTML carries the title, canonical link, social tags and BlogPosting data', async ({
    post,
    request,
    baseURL,
  }) => {
    const response = await request.get(`/blog/${post.slug}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const url = `${baseURL}/blog/${post.slug}`
    const image = `${baseURL}/og/${post.slug}.png`
    const meta = (attribute: string, key: string) =>
      head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]

    expect(head).toContain(`<title>${post.title} | Jordan Avery</title>`)
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`)
    expect(meta('name', 'description')).toMatch(/^Zero trust programs rarely fail/)
    expect(meta('property', 'og:type')).toBe('article')
    expect(meta('property', 'og:title')).toBe(post.title)
    expect(meta('property', 'og:description')).toMatch(/^Zero trust programs rarely fail/)
    expect(meta('property', 'og:url')).toBe(url)
    expect(meta('property', 'og:image')).toBe(image)
    expect(meta('property', 'og:image:width')).toBe('1200')
    expect(meta('property', 'og:image:height')).toBe('630')
    expect(meta('property', 'article:published_time')).toBe(post.createdAt)
    expect(meta('name', 'twitter:card')).toBe('summary_large_image')
    expect(meta('name', 'twitter:title')).toBe(post.title)
    expect(meta('name', 'twitter:image')).toBe(image)
    expect(meta('name', 'robots')).toBeUndefined()

    const jsonLd = head.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1]
    expect(jsonLd).toBeDefined()
    const data = JSON.parse(jsonLd ?? '')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.createdAt,
      dateModified: post.createdAt,
      author: { '@type': 'Person', name: 'Jordan Avery', url: `${baseURL}/` },
      publisher: { name: 'Jordan Avery' },
      mainEntityOfPage: { '@id': url },
      url,
    })
    expect(data.description).toMatch(/^Zero trust programs rarely fail/)
    expect(JSON.stringify(data.image)).toContain(image)

    // The body is in the server HTML, rendered from markdown.
    expect(html).toContain(
      '<h2 id="start-with-identity-because-everything-depends-on-it"><a href="#start-with-identity-because-everything-depends-on-it">Start with identity, because everything depends on it</a></h2>',
    )
    expect(html).toContain(
      '<h3 id="sequence-by-risk-and-readiness"><a href="#sequence-by-risk-and-readiness">Sequence by risk and readiness</a></h3>',
    )
    expect(html).toContain('<strong>Phishing-resistant MFA</strong>')
    expect(html).toMatch(/<blockquote>\s*<p>Zero trust is a direction of travel/)
  })

  test('the body keeps the allowed markdown and drops scripts, handlers and images from elsewhere', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const headers = { authorization: `Bearer ${token}` }
    const slug = `e2e-markdown-${Date.now()}`
    const created = await request.post('/api/admin/blog-posts', {
      headers,
      data: {
        title: 'Markdown rendering check',
        slug,
        excerpt: 'Every construct the body allows.',
        category: 'Technology',
        imageUrl: '/e2e-broken-featured-image.png',
        content: [
          '# Level one',
          '## Level two',
          '### Level three',
          '#### Level four',
          'A paragraph with **bold words** and *emphasis*.',
          '> A quoted line',
          '- first item\n- second item',
          '<script>window.__injected = true</script>',
          '<img src="https://tracker.example/x.png" onerror="window.__injected = true">',
          '[a link](javascript:window.__injected=true)',
        ].join('\n\n'),
      },
    })
    expect(created.status()).toBe(201)
    const { id } = await created.json()
    try {
      // The featured image answers with bytes that are not an image: it fails, and the page hides it.
      await page.route('**/e2e-broken-featured-image.png', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: 'not an image' }),
      )
      const html = await (await request.get(`/blog/${slug}`)).text()
      const start = html.indexOf('<h1 id="level-one">')
      const body = html.slice(start, html.indexOf('</ul>', start) + 5)
      for (const fragment of [
        '<h1 id="level-one"><a href="#level-one">Level one</a></h1>',
        '<h2 id="level-two"><a href="#level-two">Level two</a></h2>',
        '<h3 id="level-three"><a href="#level-three">Level three</a></h3>',
        '<h4 id="level-four"><a href="#level-four">Level four</a></h4>',
        '<strong>bold words</strong>',
        '<em>emphasis</em>',
        '<blockquote>',
        '<ul>',
        '<li>first item</li>',
      ]) {
        expect(body).toContain(fragment)
      }
      expect(html).not.toContain('__injected')
      expect(html).not.toContain('onerror')
      expect(body).not.toMatch(/<script|<img|tracker|javascript:/)

      await page.goto(`/blog/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Markdown rendering check' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Level two' })).toBeVisible()
      await expect(page.getByText('a link', { exact: true })).toBeVisible()
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
      await expect(page.locator('img[src="/e2e-broken-featured-image.png"]')).toHaveCount(0)

      await page.goto('/blog')
      await expect(cardTitles(page).first()).toHaveText('Markdown rendering check')
      await expect(page.locator('img[src="/e2e-broken-featured-image.png"]')).toHaveCount(0)
    } finally {
      await request.delete(`/api/admin/blog-posts/${id}`, { headers })
    }
  })

  test('shows the article with its details, author card and compact newsletter', async ({ post, page }) => {
    await page.goto(`/blog/${post.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const article = page.getByRole('article')
    await expect(article.getByText('Technology', { exact: true })).toBeVisible()
    await expect(article.locator('time')).toHaveText(shownDate(post.createdAt, 'long'))
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(article.getByRole('link', { name: 'Jordan Avery' })).toHaveAttribute('href', '/')
    await expect(article.getByText(articleInput.excerpt, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')

    const author = page.getByRole('region', { name: 'About the author' })
    await expect(author.getByRole('img', { name: 'Portrait of Jordan Avery' })).toBeVisible()
    await expect(author.getByText('IT Strategy, AI & Digital Transformation Consultant')).toBeVisible()
    await expect(author.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/')
    await expect(author.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
      'href',
      '/book/free-consult',
    )

    await expect(page.getByRole('region', { name: 'Subscribe to the newsletter' })).toBeVisible()

    // The author tools are the signed-in owner's: a reader's page has neither them nor their code.
    for (const name of ['Author tools', 'Social preview', 'Embed this article'])
      await expect(page.getByRole('region', { name })).toHaveCount(0)
    const html = await (await page.request.get(`/blog/${post.slug}`)).text()
    expect(html).not.toMatch(/\?embed=true|author-tools|<iframe/)
  })

  test('the body shows highlighted code, inline code, a table that scrolls in its own box and a captioned image', async ({
    post,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/blog/${post.slug}`)
    const article = page.getByRole('article')
    await expect(article.locator('code', { hasText: 'az ad user list' }).first()).toBeVisible()
    const block = article.locator('pre code.language-bash')
    await expect(block).toContainText('--query')
    await expect(block.locator('span.hljs-string').first()).toBeVisible()
    // The colours come from the site's stylesheet: a string is not drawn in the text colour.
    const colours = await block.evaluate((code) => ({
      text: getComputedStyle(code).color,
      string: getComputedStyle(code.querySelector('.hljs-string') as Element).color,
    }))
    expect(colours.string).not.toBe(colours.text)

    const table = article.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Scope' })).toBeVisible()
    await expect(
      table.getByRole('cell', { name: 'Managed, compliant devices for every sign-in' }),
    ).toBeVisible()
    // Never wider than the phone: a wide table scrolls inside its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const scroller = article.locator('.table-scroll')
    expect(await scroller.evaluate((box) => getComputedStyle(box).overflowX)).toBe('auto')

    const figure = article.getByRole('figure')
    await expect(
      figure.getByRole('img', { name: 'Bar chart of estimated emissions by service' }),
    ).toBeVisible()
    await expect(figure.locator('figcaption')).toHaveText('Figure 1: the chart the demo article shows')
    await expect
      .poll(() => figure.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)

    // A heading links to itself.
    const heading = article.getByRole('heading', {
      name: 'Start with identity, because everything depends on it',
    })
    await heading.getByRole('link').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#start-with-identity-because-everything-depends-on-it$/)
  })

  test('share links point at each network with the encoded address and title', async ({
    post,
    page,
    baseURL,
  }) => {
    await page.goto(`/blog/${post.slug}`)
    const url = encodeURIComponent(`${baseURL}/blog/${post.slug}`)
    const title = encodeURIComponent(post.title)
    const share = page.getByRole('region', { name: 'Share this article' })
    const expected: Record<string, string> = {
      LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      'X (Twitter)': `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      WhatsApp: `https://wa.me/?text=${title}%20${url}`,
      Substack: `https://substack.com/notes?action=compose&message=${title}%20${url}`,
      Reddit: `https://www.reddit.com/submit?url=${url}&title=${title}`,
      Pinterest: `https://pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(`${baseURL}/og/${post.slug}.png`)}&description=${title}`,
      Telegram: `https://t.me/share/url?url=${url}&text=${title}`,
    }
    // LinkedIn and X in the row; the rest one press away, under More.
    const more = share.getByRole('button', { name: 'More' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    for (const network of ['LinkedIn', 'X (Twitter)'])
      await expect(share.getByRole('link', { name: `Share on ${network}` })).toBeVisible()
    for (const network of [
      'Facebook',
      'WhatsApp',
      'Substack',
      'Reddit',
      'Pinterest',
      'Telegram',
      'Instagram',
    ])
      await expect(share.getByRole('link', { name: `Share on ${network}` })).toHaveCount(0)
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(share.getByRole('list', { name: 'More ways to share' })).toBeVisible()
    for (const [network, href] of Object.entries(expected)) {
      const link = share.getByRole('link', { name: `Share on ${network}` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    const email = share.getByRole('link', { name: 'Share by email' })
    await expect(email).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=${title}&body=.*${url}`))

    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'info') logged.push(message.text())
    })
    const popup = page.waitForEvent('popup')
    await share.getByRole('link', { name: 'Share on LinkedIn' }).click()
    await (await popup).close()
    await expect.poll(() => logged.some((line) => line.includes('linkedin'))).toBe(true)
  })

  test('Copy Link shows Copied! for 2 seconds and Instagram copies with a note', async ({
    post,
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.goto(`/blog/${post.slug}`)
    const share = page.getByRole('region', { name: 'Share this article' })

    await share.getByRole('button', { name: 'Copy Link' }).click()
    const copied = share.getByRole('button', { name: 'Copied!' })
    await expect(copied).toBeVisible()
    const shownAt = Date.now()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`)
    await expect(share.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 })
    const shownFor = Date.now() - shownAt
    expect(shownFor).toBeGreaterThan(1500)
    expect(shownFor).toBeLessThan(3000)

    await page.evaluate(() => navigator.clipboard.writeText(''))
    await share.getByRole('button', { name: 'More' }).click()
    await share.getByRole('button', { name: 'Share on Instagram' }).click()
    await expect(page.getByText('Link copied for Instagram', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`)
  })

  test('Copy Link falls back to the legacy copy when the Clipboard API refuses', async ({ post, page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      })
      document.execCommand = () => true
    })
    await page.goto(`/blog/${post.slug}`)
    await page.getByRole('button', { name: 'Copy Link' }).click()
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  })

  test('the native share button appears only where the device can share', async ({ post, page, baseURL }) => {
    await page.goto(`/blog/${post.slug}`)
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function')
    await expect(page.getByRole('button', { name: 'Share via…' })).toHaveCount(hasShare ? 1 : 0)

    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.assign(window, { __shared: shared })
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    })
    await page.reload()
    await page.getByRole('button', { name: 'Share via…' }).click()
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: Array<{ url: string }> }).__shared,
    )
    expect(shared[0]?.url).toBe(`${baseURL}/blog/${post.slug}`)
  })

  test('the signed-in owner sees the author tools: the social preview, and no embed code at an address only this machine reaches', async ({
    post,
    page,
    baseURL,
  }) => {
    await signIn(page)
    await page.goto(`/blog/${post.slug}`)
    const tools = page.getByRole('region', { name: 'Author tools' })
    await expect(tools.getByText('Only you see this, because you are signed in.')).toBeVisible()

    const preview = tools.getByRole('region', { name: 'Social preview' })
    const image = preview.getByRole('img', { name: 'Preview image, 1200 × 630' })
    await expect(image).toBeVisible()
    const box = await image.boundingBox()
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1200 / 630, 1)
    // The share image the page's tags name, as LinkedIn and X will show it.
    const shareImage = preview.locator('img')
    await expect(shareImage).toHaveAttribute('src', `/og/${post.slug}.png`)
    await shareImage.scrollIntoViewIfNeeded()
    await expect.poll(() => shareImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1200)
    await expect(preview.getByText(post.title)).toBeVisible()

    const embed = tools.getByRole('region', { name: 'Embed this article' })
    await expect(embed).toContainText(
      `This page was opened at ${new URL(baseURL ?? '').host}, an address other sites cannot reach.`,
    )
    await expect(embed.getByRole('textbox')).toHaveCount(0)
    expect(await page.content()).not.toContain('?embed=true')
  })

  test('at a public address the owner gets embed code naming it, and copies it', async ({
    post,
    baseURL,
  }) => {
    // The e2e server answers any host name: this browser reaches it as consultant.example.
    const origin = `http://consultant.example:${new URL(baseURL ?? '').port}`
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--host-resolver-rules=MAP consultant.example 127.0.0.1',
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    })
    try {
      const context = await browser.newContext({ baseURL: origin })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      const page = await context.newPage()
      await signIn(page)
      await page.goto(`/blog/${post.slug}`)
      await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')))
      const embed = page.getByRole('region', { name: 'Embed this article' })
      const code = embed.getByRole('textbox', { name: 'Embed code' })
      await expect(code).toHaveAttribute('readonly', '')
      const snippet = await code.inputValue()
      expect(snippet).toBe(
        `<iframe src="${origin}/blog/${post.slug}?embed=true" width="100%" height="400" frameborder="0" title="${post.title} by Jordan Avery"></iframe>`,
      )
      await embed.getByRole('button', { name: 'Copy Code' }).click()
      await expect(embed.getByRole('button', { name: 'Copied!' })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet)
      await expect(embed.getByRole('button', { name: 'Copy Code' })).toBeVisible({ timeout: 4000 })
    } finally {
      await browser.close()
    }
  })

  test('the embed view has no site chrome, links back to the article and is not indexed', async ({
    post,
    page,
    baseURL,
  }) => {
    const response = await page.goto(`/blog/${post.slug}?embed=true`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByText(shownDate(post.createdAt, 'long'))).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Start with identity, because everything depends on it' }),
    ).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Share this article' })).toHaveCount(0)
    const full = page.getByRole('link', { name: /Read the full article/ })
    await expect(full).toHaveAttribute('href', `${baseURL}/blog/${post.slug}`)
    await expect(full).toHaveAttribute('target', '_blank')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    await page.goto(`/blog/${post.slug}`)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('leaving the article restores the page title and removes its tags', async ({ post, page }) => {
    await page.goto(`/blog/${post.slug}`)
    await expect(page).toHaveTitle(`${post.title} | Jordan Avery`)
    // Locator text filters skip <script> contents, so the structured-data types are read directly.
    const structuredDataTypes = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']))
    await expect.poll(structuredDataTypes).toContain('BlogPosting')
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page).toHaveTitle('Blog | Jordan Avery')
    await expect(page.locator('meta[property="og:type"][content="article"]')).toHaveCount(0)
    await expect.poll(structuredDataTypes).not.toContain('BlogPosting')
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', new RegExp(post.slug))

    await page.goBack()
    await expect(page).toHaveTitle(`${post.title} | Jordan Avery`)
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page).not.toHaveTitle(new RegExp(post.title))
    await expect(page).toHaveTitle(/^Jordan Avery \| /)
  })

  for (const label of ['an unknown slug', 'a draft'] as const) {
    test(`${label} answers 404 with Blog Post Not Found`, async ({ page, content }) => {
      const draft = label === 'a draft' ? await content.blogPost({ published: 0 }) : undefined
      const slug = draft?.slug ?? 'no-such-post'
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
      await expect(
        page.getByText("The blog post you're looking for doesn't exist or has been moved."),
      ).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page).toHaveTitle('Blog Post Not Found | Jordan Avery')
      if (draft) await expect(page.getByText(draft.title)).toHaveCount(0)
      await page.getByRole('link', { name: 'Back to Blog' }).click()
      await expect(page).toHaveURL('/blog')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Articles')
    })
  }

  test('the article page is translated', async ({ post, browser }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
    })
    const page = await context.newPage()
    await page.goto(`/fr/blog/${post.slug}`)
    await expect(page.getByRole('link', { name: 'Retour au blog' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
    await expect(page.getByText(/^\d+ min de lecture$/)).toBeVisible()
    await page.goto('/fr/blog')
    await expect(page.getByRole('link', { name: 'Stratégie', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: "S'abonner" })).toBeVisible()
    await context.close()
  })
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/blog and an article have no serious axe violations (${theme})`, async ({
      post,
      page,
      context,
      baseURL,
    }) => {
      if (theme === 'dark') {
        await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }])
        await page.goto('/blog')
        await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      }
      for (const path of ['/blog', `/blog/${post.slug}`, `/blog/${post.slug}?embed=true`]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoSeriousA11yViolations(page, `${path} (${theme})`)
      }
      // The article with every share option shown, then as its signed-in owner sees it.
      await page.goto(`/blog/${post.slug}`)
      await page.getByRole('button', { name: 'More' }).click()
      await expect(page.getByRole('list', { name: 'More ways to share' })).toBeVisible()
      await expectNoSeriousA11yViolations(page, `/blog/${post.slug} with More open (${theme})`)
      await signIn(page)
      await page.goto(`/blog/${post.slug}`)
      await page.getByRole('region', { name: 'Author tools' }).scrollIntoViewIfNeeded()
      // The scroll brings the booking bar in a render later; the check then waits for its slide to end.
      await page.waitForTimeout(400)
      await expectNoSeriousA11yViolations(page, `/blog/${post.slug} signed in (${theme})`)
    })
  }
})
