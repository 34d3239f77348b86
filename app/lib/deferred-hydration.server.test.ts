import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { deferHydration, deferHydrationStream } from './deferred-hydration.server.ts'

/** What React Router's <Scripts> writes, shortened. */
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/home.js" nonce="N"/></head><body><main>Hello</main>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client.js");</script>',
  '<script nonce="N">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('deferred hydration', () => {
  it('drops the module preloads and starts the scripts after the first paint', () => {
    const html = deferHydration(page)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<main>Hello</main>')
    const script = html.match(/<script nonce="N" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? ''
    expect(script).not.toMatch(/^\s*;?\s*import \*/m)
    expect(script.startsWith('await new Promise((resolve)=>{')).toBe(true)
    expect(script.indexOf("'first-contentful-paint'")).toBeLessThan(script.indexOf('modulepreload'))
    expect(script).toContain(
      '["/assets/entry.client.js","/assets/framework.js","/assets/home.js","/assets/root.js"]',
    )
    expect(script).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root.js"),import("/assets/home.js")]);',
    )
    expect(script.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(script.indexOf('Promise.all'))
    expect(script).toContain('import("/assets/entry.client.js");')
  })

  it('still runs as JavaScript', async () => {
    const script = deferHydration(page).match(/type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? ''
    const imported: string[] = []
    const appended: string[] = []
    const window = {} as Record<string, unknown>
    const run = new Function(
      'window',
      'requestAnimationFrame',
      'document',
      '__import',
      `return (async () => {${script.replaceAll('import(', '__import(')}})()`,
    )
    await run(
      window,
      (callback: () => void) => callback(),
      {
        createElement: () => ({}),
        head: { append: (link: { href: string }) => appended.push(link.href) },
      },
      async (href: string) => {
        imported.push(href)
        return { href }
      },
    )
    expect(appended).toHaveLength(4)
    expect(imported).toEqual(['/assets/root.js', '/assets/home.js', '/assets/entry.client.js'])
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root.js' },
      'routes/home': { href: '/assets/home.js' },
    })
  })

  it('waits for the first contentful paint where the browser reports paints', async () => {
    const script = deferHydration(page).match(/type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? ''
    const paints: string[] = []
    let reportPaint = () => {}
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint']
      constructor(callback: () => void) {
        reportPaint = callback
      }
      observe() {}
      disconnect() {}
    }
    const imported: string[] = []
    const run = new Function(
      'window',
      'performance',
      'requestAnimationFrame',
      'document',
      '__import',
      `return (async () => {${script.replaceAll('import(', '__import(')}})()`,
    )
    const started = run(
      { PerformanceObserver: PaintObserver },
      { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
      () => undefined,
      { createElement: () => ({}), head: { append: () => undefined } },
      async (href: string) => {
        imported.push(href)
        return {}
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    paints.push('first-paint')
    reportPaint()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imported).toEqual([])

    paints.push('first-contentful-paint')
    reportPaint()
    await started
    expect(imported).toEqual(['/assets/root.js', '/assets/home.js', '/assets/entry.client.js'])
  })

  it('gives the same page when the stream is cut anywhere', async () => {
    const expected = deferHydration(page)
    for (const size of [1, 7, 64, 333]) {
      const chunks: Buffer[] = []
      const bytes = Buffer.from(page)
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      const out = await text(Readable.from(chunks).pipe(deferHydrationStream()))
      expect(out, `chunks of ${size} bytes`).toBe(expected)
    }
  })

  it('adds the late markup before </body>, once the page is complete', async () => {
    let rendered = 'early'
    const chunks = [page.slice(0, 200), page.slice(200, page.length - 9), page.slice(page.length - 9)]
    const stream = Readable.from(
      (async function* () {
        for (const chunk of chunks) yield Buffer.from(chunk)
        rendered = 'late'
      })(),
    ).pipe(deferHydrationStream({ beforeBodyEnd: () => `<p>${rendered}</p>` }))
    const out = await text(stream)
    expect(out.endsWith('<p>late</p></body></html>')).toBe(true)
    expect(out.replace('<p>late</p>', '')).toBe(deferHydration(page))
  })

  it('leaves a page without React Router scripts as it is', () => {
    const plain = '<html><body><p>Offline</p><script src="/offline.js"></script></body></html>'
    expect(deferHydration(plain)).toBe(plain)
  })
})
