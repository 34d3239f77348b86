import { describe, expect, it } from 'vitest'
import en from '~/i18n/locales/en/pwa.json'
import es from '~/i18n/locales/es/pwa.json'
import { articleCacheName, renderArticleCacheCleanup, renderOfflinePage } from './offline-page.ts'

describe('renderOfflinePage', () => {
  const html = renderOfflinePage({ en: en.pwa.offline, es: es.pwa.offline })

  it('holds every language, the first one shown and the others hidden until offline.js chooses', () => {
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('<section class="card" lang="en" data-language="en" data-title="Offline"')
    expect(html).toMatch(/<section class="card" lang="es" [^>]* hidden>/)
    expect(html).toContain('No tiene conexión')
    expect(html).toContain('<script src="/offline.js" defer></script>')
    expect(html).toContain(`data-article-cache="${articleCacheName}"`)
  })

  it('escapes the translations', () => {
    expect(html).toContain('You&#39;re offline')
    const tricky = renderOfflinePage({ en: { ...en.pwa.offline, heading: '<b>"A & B"</b>' } })
    expect(tricky).toContain('&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;')
  })
})

describe('renderArticleCacheCleanup', () => {
  it('empties the article caches when a new service worker takes over', () => {
    const script = renderArticleCacheCleanup()
    expect(script).toContain("addEventListener('activate'")
    expect(script).toContain('["articles","articles-data"]')
  })
})
