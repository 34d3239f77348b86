/**
 * The page the service worker shows for a navigation it cannot answer offline. It is plain HTML built
 * from the translation bundles at build time (no server, no React), so it works with nothing but the
 * precache; public/offline.js picks the visitor's language and theme and lists the saved articles.
 */
import { escapeHtml } from '../../lib/escape.ts'

/** The service worker's cache of visited articles (NetworkFirst); offline.js lists what it holds. */
export const articleCacheName = 'articles'
/** The data React Router fetches when an article is opened by a link inside the site. */
export const articleDataCacheName = 'articles-data'
export const offlinePagePath = '/offline.html'
export const articleCacheCleanupPath = '/sw-article-cleanup.js'

/**
 * Imported by the service worker. Saved articles point at the scripts and styles of the build that
 * served them, which a new build's precache no longer holds: each new service worker starts the
 * article caches afresh rather than show them unstyled offline.
 */
export function renderArticleCacheCleanup(): string {
  const names = JSON.stringify([articleCacheName, articleDataCacheName])
  return `self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(${names}.map((name) => caches.delete(name))))
})
`
}

export type OfflineMessages = {
  title: string
  heading: string
  text: string
  retry: string
  home: string
  savedHeading: string
}

// The colour roles of app/app.css, light and dark, so the page looks like the rest of the site.
const styles = `
:root{--background:#ffffff;--foreground:#0f172a;--muted-foreground:#475569;--card:#ffffff;--border:#e2e8f0;--primary:#1d4ed8;--primary-hover:#1e40af;--primary-foreground:#ffffff;--primary-soft:#eff6ff;--primary-soft-foreground:#1e3a8a;--ring:#2563eb;color-scheme:light}
:root.dark{--background:#0b1120;--foreground:#e2e8f0;--muted-foreground:#a8b3c4;--card:#111a2e;--border:#273449;--primary:#60a5fa;--primary-hover:#93c5fd;--primary-foreground:#0b1120;--primary-soft:#172554;--primary-soft-foreground:#bfdbfe;--ring:#93c5fd;color-scheme:dark}
@media (prefers-color-scheme:dark){:root:not(.light){--background:#0b1120;--foreground:#e2e8f0;--muted-foreground:#a8b3c4;--card:#111a2e;--border:#273449;--primary:#60a5fa;--primary-hover:#93c5fd;--primary-foreground:#0b1120;--primary-soft:#172554;--primary-soft-foreground:#bfdbfe;--ring:#93c5fd;color-scheme:dark}}
*{box-sizing:border-box}
html{background:var(--background);color:var(--foreground);font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;-webkit-font-smoothing:antialiased}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem 1rem}
main{width:100%;max-width:36rem}
[hidden]{display:none!important}
.card{border:1px solid var(--border);border-radius:.75rem;background:var(--card);padding:2rem 1.5rem;text-align:center;box-shadow:0 1px 2px rgb(15 23 42/.06)}
.badge{display:inline-flex;width:3.5rem;height:3.5rem;align-items:center;justify-content:center;border-radius:9999px;background:var(--primary-soft);color:var(--primary-soft-foreground)}
h1{margin:1.25rem 0 0;font-size:1.875rem;line-height:1.2;font-weight:700;letter-spacing:-.01em}
p{margin:.75rem 0 0;color:var(--muted-foreground)}
.actions{margin-top:1.75rem;display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.5rem;padding:.5rem 1rem;border-radius:.375rem;font-size:.875rem;font-weight:500;text-decoration:none}
.primary{background:var(--primary);color:var(--primary-foreground)}
.primary:hover{background:var(--primary-hover)}
.outline{border:1px solid var(--border);background:var(--background);color:var(--foreground)}
.outline:hover{border-color:var(--muted-foreground)}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.saved{margin-top:2rem;border-top:1px solid var(--border);padding-top:1.5rem;text-align:left}
h2{margin:0;font-size:1rem;font-weight:600}
ul{margin:.75rem 0 0;padding:0;list-style:none}
li+li{margin-top:.5rem}
.saved a{color:var(--primary);text-decoration:underline;text-underline-offset:4px}
`

const offlineIcon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/></svg>'

function languageSection(language: string, messages: OfflineMessages, shown: boolean): string {
  const m = Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, escapeHtml(value)]),
  ) as OfflineMessages
  return `<section class="card" lang="${language}" data-language="${language}" data-title="${m.title}" aria-labelledby="offline-heading-${language}"${shown ? '' : ' hidden'}>
<div class="badge">${offlineIcon}</div>
<h1 id="offline-heading-${language}">${m.heading}</h1>
<p>${m.text}</p>
<div class="actions"><a class="button primary" href="" data-retry>${m.retry}</a><a class="button outline" href="/">${m.home}</a></div>
<div class="saved" data-saved hidden><h2>${m.savedHeading}</h2><ul></ul></div>
</section>`
}

/**
 * One section per language; English shows without JavaScript, offline.js swaps in the visitor's.
 * The first language given is the default.
 */
export function renderOfflinePage(messagesByLanguage: Record<string, OfflineMessages>): string {
  const entries = Object.entries(messagesByLanguage)
  const [first] = entries
  if (!first) throw new Error('The offline page needs the messages of at least one language')
  const [defaultLanguage, defaultMessages] = first
  return `<!doctype html>
<html lang="${defaultLanguage}" data-article-cache="${articleCacheName}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(defaultMessages.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
<script src="/offline.js" defer></script>
</head>
<body>
<main>
${entries.map(([language, messages], index) => languageSection(language, messages, index === 0)).join('\n')}
</main>
</body>
</html>
`
}
