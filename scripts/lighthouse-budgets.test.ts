import { describe, expect, it } from 'vitest'
import {
  checkBudgets,
  figuresFromReport,
  figuresOfRuns,
  formatTable,
  inlineStyleBytes,
  type LighthouseReport,
  layoutShifts,
  type PageFigures,
} from './lighthouse-budgets.ts'

const good: PageFigures = {
  path: '/',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
  jsBytes: 110_000,
  cssBytes: 12_000,
  renderBlockingThirdParty: [],
}

describe('checkBudgets', () => {
  it('passes pages within every budget', () => {
    expect(checkBudgets([good, { ...good, path: '/contact' }])).toEqual([])
  })

  it('names each figure that breaks its budget with the page, value and budget', () => {
    const violations = checkBudgets([
      { ...good, performance: 97, lcpMs: 1300, cls: 0.02, accessibility: 96 },
      { ...good, path: '/blog/some-post', jsBytes: 125_000, cssBytes: 21_000, tbtMs: 60 },
    ])
    expect(violations).toEqual([
      { path: '/', metric: 'Performance', value: '97', budget: '≥ 98' },
      { path: '/', metric: 'Accessibility', value: '96', budget: '100' },
      { path: '/', metric: 'LCP', value: '1.30 s', budget: '≤ 1.20 s' },
      { path: '/', metric: 'CLS', value: '0.0200', budget: '≤ 0' },
      { path: '/blog/some-post', metric: 'TBT', value: '60 ms', budget: '≤ 50 ms' },
      { path: '/blog/some-post', metric: 'JS transferred', value: '125.0 kB', budget: '≤ 120 kB' },
      { path: '/blog/some-post', metric: 'CSS transferred', value: '21.0 kB', budget: '≤ 20 kB' },
    ])
  })

  it('fails any layout shift at all, however small', () => {
    expect(checkBudgets([{ ...good, cls: 0.0004 }])).toEqual([
      { path: '/', metric: 'CLS', value: '0.0004', budget: '≤ 0' },
    ])
  })

  it('budgets JavaScript on the home page and articles only', () => {
    expect(checkBudgets([{ ...good, path: '/network', jsBytes: 300_000 }])).toEqual([])
    expect(checkBudgets([{ ...good, path: '/blog', jsBytes: 300_000 }])).toEqual([])
    expect(checkBudgets([{ ...good, path: '/blog/a-post', jsBytes: 300_000 }])).toHaveLength(1)
    expect(checkBudgets([{ ...good, path: '/es/', jsBytes: 300_000 }])).toHaveLength(1)
    expect(checkBudgets([{ ...good, path: '/fr/blog/a-post', jsBytes: 300_000 }])).toHaveLength(1)
    expect(checkBudgets([{ ...good, path: '/fr/network', jsBytes: 300_000 }])).toEqual([])
  })

  it('fails a render-blocking request to another origin', () => {
    const violations = checkBudgets([{ ...good, renderBlockingThirdParty: ['https://fonts.example/a.css'] }])
    expect(violations).toEqual([
      {
        path: '/',
        metric: 'Render-blocking third-party request',
        value: 'https://fonts.example/a.css',
        budget: 'none',
      },
    ])
  })
})

describe('figuresFromReport', () => {
  const report: LighthouseReport = {
    finalDisplayedUrl: 'http://127.0.0.1:4000/',
    categories: {
      performance: { score: 0.984 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: null },
    },
    audits: {
      'largest-contentful-paint': { numericValue: 1100.4 },
      'total-blocking-time': { numericValue: 12 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4000/', resourceType: 'Document', transferSize: 9000 },
            { url: 'http://127.0.0.1:4000/a.js', resourceType: 'Script', transferSize: 60_000 },
            { url: 'http://127.0.0.1:4000/b.js', resourceType: 'Script', transferSize: 40_000 },
            { url: 'http://127.0.0.1:4000/c.css', resourceType: 'Stylesheet', transferSize: 11_000 },
            {
              url: 'http://127.0.0.1:4000/assets/late.js',
              resourceType: 'Script',
              transferSize: 500_000,
              sessionTargetType: 'worker',
            },
          ],
        },
      },
      'render-blocking-resources': {
        details: { items: [{ url: 'http://127.0.0.1:4000/c.css' }, { url: 'https://cdn.example/x.js' }] },
      },
    },
  }

  it('reads scores, metrics, first-view bytes and third-party render blockers', () => {
    expect(figuresFromReport('/', report)).toEqual({
      path: '/',
      performance: 98,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      lcpMs: 1100.4,
      tbtMs: 12,
      cls: 0.001,
      jsBytes: 100_000,
      cssBytes: 11_000,
      renderBlockingThirdParty: ['https://cdn.example/x.js'],
    })
  })

  it('counts the styles written into the page as CSS', () => {
    const css = `${'.card{border:1px solid var(--border)}'.repeat(50)}.hero{color:red}`
    const html = `<html><head><style data-href="app-styles">${css}</style></head><body><p>x</p></body></html>`
    const inline = inlineStyleBytes(html)
    expect(inline).toBeGreaterThan(20)
    expect(inline).toBeLessThan(css.length / 5)
    expect(inlineStyleBytes('<html><body>no styles</body></html>')).toBe(0)
    expect(figuresFromReport('/', report, inline).cssBytes).toBe(11_000 + inline)
  })

  it('formats a Markdown row per page', () => {
    const table = formatTable([figuresFromReport('/', report)])
    expect(table.split('\n')[2]).toBe('| `/` | 98 | 100 | 96 | 0 | 1.10 s | 12 ms | 0.001 | 100.0 | 11.0 |')
  })
})

describe('figuresOfRuns', () => {
  it('judges each timing on its median over the runs, layout shift on the worst run', () => {
    const runs = [
      { ...good, lcpMs: 1100, tbtMs: 20 },
      { ...good, lcpMs: 1000, tbtMs: 4 },
      { ...good, lcpMs: 1050, tbtMs: 171, cls: 0.02 },
    ]
    const figures = figuresOfRuns(runs[2] as PageFigures, runs)
    expect(figures).toMatchObject({ lcpMs: 1050, tbtMs: 20, cls: 0.02 })
    expect(checkBudgets([figures]).map((violation) => violation.metric)).toEqual(['CLS'])
  })

  it('takes the mean of the middle two of an even number of runs', () => {
    const runs = [30, 90, 10, 70].map((tbtMs) => ({ ...good, tbtMs }))
    expect(figuresOfRuns(good, runs).tbtMs).toBe(50)
  })
})

describe('layoutShifts', () => {
  it('names what moved in each shift, with its score and suspected causes', () => {
    const report: LighthouseReport = {
      categories: {},
      audits: {
        'layout-shifts': {
          details: {
            items: [
              {
                score: 0.0037,
                node: { selector: 'main > ul > li > a > img', snippet: '<img alt="">' },
                subItems: {
                  items: [
                    { cause: 'Media element lacking an explicit size', extra: { url: '/covers/a.jpg' } },
                  ],
                },
              },
              { score: 0.0002, node: { snippet: '<p class="lead">' } },
            ],
          },
        },
      },
    }
    expect(layoutShifts(report)).toEqual([
      '0.0037 main > ul > li > a > img (Media element lacking an explicit size /covers/a.jpg)',
      '0.0002 <p class="lead">',
    ])
    expect(layoutShifts({ categories: {}, audits: {} })).toEqual([])
  })
})
