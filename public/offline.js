// The offline page (offline.html): shows it in the visitor's language and theme, the way the site
// chose them (localStorage, then the cookie the server reads, then the browser), and lists the
// articles the service worker kept for reading offline.
;(() => {
  const root = document.documentElement

  function stored(key) {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }

  function cookie(name) {
    const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
    return match ? decodeURIComponent(match[1]) : null
  }

  const sections = Array.from(document.querySelectorAll('[data-language]'))
  const languages = sections.map((section) => section.dataset.language)
  const candidates = [stored('lang'), cookie('lang'), ...(navigator.languages || [navigator.language])]
  const language =
    candidates
      .map((tag) => (tag || '').toLowerCase().split('-')[0])
      .find((base) => languages.includes(base)) || languages[0]
  const section = sections[languages.indexOf(language)]
  for (const other of sections) other.hidden = other !== section
  root.lang = language
  if (section.dataset.title) document.title = section.dataset.title

  const themes = ['light', 'dark']
  const savedTheme = [stored('theme'), cookie('theme')].find((theme) => themes.includes(theme))
  const theme = savedTheme || (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
  root.classList.add(theme)

  const retry = section.querySelector('[data-retry]')
  if (retry) {
    retry.addEventListener('click', (event) => {
      event.preventDefault()
      location.reload()
    })
  }

  async function savedArticles(cacheName) {
    if (!('caches' in window) || !(await caches.has(cacheName))) return []
    const cache = await caches.open(cacheName)
    const articles = []
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      if (url.origin !== location.origin || !/^\/(?:(?:es|fr)\/)?blog\//.test(url.pathname) || url.search)
        continue
      const response = await cache.match(request)
      if (!response) continue
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const heading = page.querySelector('main h1') || page.querySelector('h1')
      const title = heading?.textContent.trim() || url.pathname
      articles.push({ href: url.pathname, title })
    }
    return articles.sort((a, b) => a.title.localeCompare(b.title, language))
  }

  savedArticles(root.dataset.articleCache || 'articles')
    .then((articles) => {
      const saved = section.querySelector('[data-saved]')
      const list = saved?.querySelector('ul')
      if (!list || articles.length === 0) return
      for (const article of articles) {
        const item = document.createElement('li')
        const link = document.createElement('a')
        link.href = article.href
        link.textContent = article.title
        item.append(link)
        list.append(item)
      }
      saved.hidden = false
    })
    .catch(() => {
      // Without the Cache API the page still offers Try again and the home page.
    })
})()
