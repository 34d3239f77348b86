import type { Page } from '@playwright/test'
import {
  type Language,
  languageCookieName,
  localizedPath,
  supportedLanguages,
} from '../../app/i18n/config.ts'
import type { BlogPost, Project } from '../../app/lib/models.ts'
import type { BlogPostInput, ProjectInput } from '../../app/schemas/content.ts'
import { test as base, expect } from './fixtures.ts'

/** The narrowest phones still in use, a common Android width and a common iPhone width. */
const phoneWidths = [320, 360, 390] as const

/**
 * Labels of 40 characters that a line cannot break inside, or only at their hyphens: what a translator
 * may write in a title or a tag. Titles and texts carry them in their Spanish and French translations;
 * tags and technologies, which are not translated, show all four on every language's pages.
 */
const longLabels = {
  es: {
    compound: 'Modernización-digital-interinstitucional',
    unbroken: 'Intergubernamentalizacióntransfronteriza',
  },
  fr: {
    compound: 'Interopérabilité-intergouvernementale-UE',
    unbroken: 'Responsabilisationintergouvernementalisé',
  },
}

type LongContent = { project: Project; post: BlogPost }

const test = base.extend<{ longContent: LongContent }>({
  longContent: async ({ content }, use) => {
    const { es, fr } = longLabels
    const inLanguage = (label: { compound: string; unbroken: string }) => ({
      title: `${label.compound} ${label.unbroken}`,
      text: `${label.compound} ${label.unbroken}: ${label.unbroken}.`,
      body: `## ${label.unbroken}\n\n${label.unbroken}, ${label.compound}.\n\n- ${label.compound}`,
    })
    const [spanish, french] = [inLanguage(es), inLanguage(fr)]
    const project = await content.project({
      title: 'Cross-Agency Interoperability Program',
      technologies: [es.compound, es.unbroken, fr.compound, fr.unbroken],
      featured: 1,
      translations: {
        es: { title: spanish.title, description: spanish.text },
        fr: { title: french.title, description: french.text },
      },
    } as Partial<ProjectInput>)
    const post = await content.blogPost({
      title: 'Interoperability Across Agencies',
      tags: [fr.compound, fr.unbroken, es.compound, es.unbroken],
      featured: 1,
      translations: {
        es: { title: spanish.title, excerpt: spanish.text, content: spanish.body },
        fr: { title: french.title, excerpt: french.text, content: french.body },
      },
    } as Partial<BlogPostInput>)
    await use({ project, post })
  },
})

/** Where a page is in a language: English unprefixed, the others under /es/ and /fr/. */
const pageIn = (language: Language, path: string) => localizedPath(path, language)

/** Every public page, in the states that show the most text: the newsletter links ask before they act. */
function publicPages({ project, post }: LongContent): string[] {
  const linkQuery = 'id=1&token=overflow-walk-token'
  return [
    '/',
    '/projects',
    '/case-studies',
    '/blog',
    '/blog/zero-trust-without-a-big-bang',
    `/blog/${post.slug}`,
    '/contact',
    '/demo-request',
    `/demo-request/${project.slug}`,
    '/network',
    '/ai-strategy-sprint',
    '/payment-success?service=ai-strategy-sprint&tier=professional',
    '/privacy',
    '/terms',
    '/capability-statement',
    '/accessibility',
    '/no-page-lives-here',
    `/newsletter/confirm?${linkQuery}`,
    `/newsletter/unsubscribe?${linkQuery}`,
  ]
}

type Offender = { tag: string; className: string; text: string; left: number; right: number; cutOff: boolean }
type Measurement = { scrollWidth: number; offenders: Offender[] }

/**
 * Runs in the page: the visible elements and text that reach past the device's edges, and the text that
 * a container with hidden overflow cuts off at its sides, causes first (an element that sticks out drags
 * its containers with it; the innermost is the cause), each with the extent of what is outside. Not
 * counted: what sits in a scrolling container, screen-reader-only text, text truncated with an
 * ellipsis on purpose, and what display or visibility hides.
 */
function measureOverflow(deviceWidth: number): Measurement {
  const tolerance = 0.5
  type Box = { left: number; right: number }
  /** What bounds an element's box: the device, a clipping ancestor's box, or a scrolling ancestor. */
  type Bounds = { kind: 'device' } | { kind: 'clip'; box: Box } | { kind: 'scroll' }
  const device: Box = { left: 0, right: deviceWidth }
  const outside = (rect: DOMRect, box: Box) =>
    rect.width > 0 &&
    rect.height > 0 &&
    (rect.right > box.right + tolerance || rect.left < box.left - tolerance)
  const screenReaderOnly = (style: CSSStyleDeclaration) =>
    style.position === 'absolute' &&
    (style.clipPath === 'inset(50%)' ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      (Number.parseFloat(style.width) <= 1 &&
        Number.parseFloat(style.height) <= 1 &&
        style.overflow === 'hidden'))
  const textRects = (element: Element) =>
    Array.from(element.childNodes)
      .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
      .flatMap((child) => {
        const range = document.createRange()
        range.selectNodeContents(child)
        return Array.from(range.getClientRects())
      })

  // Sections below the first screen are laid out only near the viewport (render-when-near in app.css);
  // the class the section links use lays them all out, so every one is measured as a visitor sees it.
  document.documentElement.classList.add('render-all')
  const found: { element: Element; rects: DOMRect[]; cutOff: boolean; inFixed: boolean }[] = []

  const visit = (element: Element, bounds: Bounds, inFixed: boolean) => {
    const style = getComputedStyle(element)
    if (style.display === 'none' || screenReaderOnly(style)) return
    const fixed = style.position === 'fixed'
    const own: Bounds = fixed ? { kind: 'device' } : bounds
    const box = element.getBoundingClientRect()
    const clipsX = style.overflowX !== 'visible'
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
    const inner: Bounds = scrolls
      ? { kind: 'scroll' }
      : clipsX
        ? {
            kind: 'clip',
            box:
              own.kind === 'clip'
                ? { left: Math.max(box.left, own.box.left), right: Math.min(box.right, own.box.right) }
                : box,
          }
        : own
    if (style.visibility === 'visible') {
      if (own.kind === 'device') {
        const rects = [box, ...(clipsX ? [] : textRects(element))].filter((rect) => outside(rect, device))
        if (rects.length > 0) found.push({ element, rects, cutOff: false, inFixed: inFixed || fixed })
      }
      if (inner.kind === 'clip' && style.textOverflow !== 'ellipsis') {
        const rects = textRects(element).filter((rect) => outside(rect, inner.box))
        if (rects.length > 0) found.push({ element, rects, cutOff: true, inFixed: inFixed || fixed })
      }
    }
    for (const child of Array.from(element.children)) visit(child, inner, inFixed || fixed)
  }
  visit(document.body, { kind: 'device' }, false)

  // A fixed bar spans the widened layout viewport: a symptom, listed after the causes.
  const rank = (entry: (typeof found)[number]) =>
    (entry.inFixed ? 2 : 0) +
    (found.some((other) => other !== entry && entry.element.contains(other.element)) ? 1 : 0)
  const causesFirst = [...found].sort((a, b) => rank(a) - rank(b))
  return {
    scrollWidth: document.documentElement.scrollWidth,
    offenders: causesFirst.map(({ element, rects, cutOff }) => ({
      tag: element.tagName.toLowerCase(),
      className: (element.getAttribute('class') ?? '').slice(0, 120),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      left: Math.round(Math.min(...rects.map((rect) => rect.left))),
      right: Math.round(Math.max(...rects.map((rect) => rect.right))),
      cutOff,
    })),
  }
}

function describeProblems(where: string, deviceWidth: number, { scrollWidth, offenders }: Measurement) {
  if (scrollWidth <= deviceWidth && offenders.length === 0) return []
  const lines = offenders
    .slice(0, 8)
    .map(
      (offender) =>
        `    <${offender.tag} class="${offender.className}"> "${offender.text}" spans ${offender.left}..${offender.right} px${offender.cutOff ? ', cut off by its container' : ''}`,
    )
  const more = offenders.length > 8 ? [`    …and ${offenders.length - 8} more`] : []
  return [
    `${where}: document ${scrollWidth} px wide, ${offenders.length} elements outside`,
    ...lines,
    ...more,
  ]
}

/** Scrolls to the end, so what appears on scrolling (the booking bar, deferred sections) is measured too. */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The menu stays open: the next page load closes it. */
async function measureOpenMenu(page: Page, deviceWidth: number): Promise<Measurement> {
  const menuButton = page.getByRole('banner').locator('button[popovertarget]')
  await menuButton.click()
  await expect(page.locator('[popover]:popover-open')).toBeVisible()
  return page.evaluate(measureOverflow, deviceWidth)
}

for (const deviceWidth of phoneWidths) {
  test.describe(`a ${deviceWidth} px phone`, () => {
    // A phone browser widens its layout viewport to fit wide content, so window.innerWidth would grow
    // with the defect this looks for: every measure is against the device's width instead.
    test.use({
      viewport: { width: deviceWidth, height: 800 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
    })

    test('shows every public page within its width, in every language', async ({
      page,
      context,
      baseURL,
      longContent,
    }) => {
      test.setTimeout(120_000)
      for (const label of Object.values(longLabels).flatMap(Object.values)) expect(label).toHaveLength(40)
      // Three tabs of the one phone walk the pages side by side; the report keeps the pages' order.
      const tabs = [page, await context.newPage(), await context.newPage()]
      const problems: string[] = []
      for (const language of supportedLanguages) {
        await context.addCookies([{ name: languageCookieName, value: language, url: baseURL ?? '' }])
        const urls = publicPages(longContent).map((path) => pageIn(language, path))
        const found = new Map<string, string[]>()
        const queue = [...urls]
        await Promise.all(
          tabs.map(async (tab) => {
            for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
              await tab.goto(url)
              await expect(tab.locator('html')).toHaveAttribute('lang', language)
              await scrollToEnd(tab)
              const measurement = await tab.evaluate(measureOverflow, deviceWidth)
              found.set(url, describeProblems(`${language} ${url}`, deviceWidth, measurement))
            }
          }),
        )
        problems.push(...urls.flatMap((url) => found.get(url) ?? []))
        const home = pageIn(language, '/')
        await page.goto(home)
        const menu = await measureOpenMenu(page, deviceWidth)
        problems.push(...describeProblems(`${language} ${home} with the menu open`, deviceWidth, menu))
      }
      expect(problems, `Overflow at ${deviceWidth} px:\n${problems.join('\n')}`).toEqual([])
    })
  })
}
