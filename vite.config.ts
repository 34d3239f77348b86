import { readFileSync } from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import {
  articleCacheCleanupPath,
  articleCacheName,
  articleDataCacheName,
  type OfflineMessages,
  offlinePagePath,
  renderArticleCacheCleanup,
  renderOfflinePage,
} from './app/components/pwa/offline-page.ts'
import { webManifest, webManifestPath } from './app/components/pwa/web-manifest.ts'
import { supportedLanguages } from './app/i18n/config.ts'
import { defaultOwnerProfile } from './content/profile.ts'
import routerConfig from './react-router.config.ts'
import { iconSprite } from './scripts/icon-sprite.ts'

function offlineMessages(): Record<string, OfflineMessages> {
  return Object.fromEntries(
    supportedLanguages.map((language) => {
      const file = new URL(`./app/i18n/locales/${language}/pwa.json`, import.meta.url)
      const bundle = JSON.parse(readFileSync(file, 'utf8')) as { pwa: { offline: OfflineMessages } }
      return [language, bundle.pwa.offline]
    }),
  )
}

/**
 * offline.html, built from the translation bundles into the browser build (where the service worker
 * precaches it), and the service worker's article-cache cleanup. The dev server answers the offline
 * page and the manifest from memory.
 */
function offlinePage(manifest: object): Plugin {
  return {
    name: 'consulting-site:offline-page',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: offlinePagePath.slice(1),
        source: renderOfflinePage(offlineMessages()),
      })
      this.emitFile({
        type: 'asset',
        fileName: articleCacheCleanupPath.slice(1),
        source: renderArticleCacheCleanup(),
      })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === offlinePagePath) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(renderOfflinePage(offlineMessages()))
        } else if (req.url === webManifestPath) {
          res.setHeader('Content-Type', 'application/manifest+json')
          res.end(JSON.stringify(manifest))
        } else {
          next()
        }
      })
    },
  }
}

/**
 * The service worker (docs/decisions/007-service-worker.md): precaches the hashed JS and CSS, the
 * offline page and the icons; keeps visited articles (NetworkFirst); answers other page loads from
 * the network, with the offline page when there is none. /api, /admin and POSTs are never cached.
 */
function serviceWorker(): Plugin[] {
  const manifest = webManifest(defaultOwnerProfile)
  const monthSeconds = 30 * 24 * 60 * 60
  return [
    offlinePage(manifest),
    ...VitePWA({
      strategies: 'generateSW',
      // Vite's top-level outDir is not the browser build's: React Router sets that per environment.
      outDir: path.join(routerConfig.buildDirectory, 'client'),
      // app/components/pwa/service-worker.ts registers it once the page has loaded.
      injectRegister: false,
      manifestFilename: webManifestPath.slice(1),
      manifest,
      includeManifestIcons: false,
      workbox: {
        globPatterns: [
          'assets/**/*.{js,css,svg,woff2}',
          'offline.html',
          'offline.js',
          'favicon.svg',
          'icons/*.png',
        ],
        // Pages are rendered by the server for each visit; there is no app shell to fall back to.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        importScripts: [articleCacheCleanupPath],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              // An article in any language: /blog/x, /es/blog/x, /fr/blog/x.
              request.mode === 'navigate' && /^\/(?:(?:es|fr)\/)?blog\//.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: articleCacheName,
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 30, maxAgeSeconds: monthSeconds },
              precacheFallback: { fallbackURL: offlinePagePath },
            },
          },
          {
            // The data of an article opened by a link inside the site (React Router's single fetch).
            urlPattern: ({ url }) =>
              /^\/(?:(?:es|fr)\/)?blog\//.test(url.pathname) && url.pathname.endsWith('.data'),
            handler: 'NetworkFirst',
            options: {
              cacheName: articleDataCacheName,
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 30, maxAgeSeconds: monthSeconds },
            },
          },
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: offlinePagePath } },
          },
        ],
      },
    }),
  ]
}

/**
 * Every request of a page's first view pays its own headers, so the libraries every page needs (React,
 * React Router) form one chunk instead of a dozen small ones. The icons are not JavaScript:
 * they live in an SVG sprite (scripts/icon-sprite.ts).
 */
const browserChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    },
    {
      // The public pages' frame (header, footer, small UI pieces, the owner's photo), on every page
      // anyway; the legal pages' document stays with them, and the 404 page's newest articles with the
      // 404 route (their dates and categories are post-meta's).
      name: 'site',
      test: /app[\\/](components[\\/]layout[\\/](?!language-menu-popup|legal-document|site-footer|social-icons|consult-bar|page-intro|not-found-latest-posts)|components[\\/]ui[\\/](button|card|badge|skeleton|tooltip|toast|responsive-image|icons|server-html|profile-photo|booking-link|new-tab-link)\.|lib[\\/](cn|theme|root-data|profile|navigation|site-url|seo|text|visit-source-storage)\.|i18n[\\/](config|messages|translate|react)\.|components[\\/]blog[\\/]meta-translator\.|components[\\/]pwa[\\/]install-prompt-event\.)/,
    },
    {
      // What the home page's first view and its parts kept as server HTML share (docs/decisions/019):
      // one request instead of one per small module.
      name: 'home-shared',
      test: /(app[\\/]components[\\/]home[\\/](section-shell|streamed-list|motion|use-reveal|business-card-button)|content[\\/](stats|services|skills))\./,
    },
    {
      // The newsletter form is on the home page, the blog and beside every article; its spam-check fields go
      // with it (the contact and demo forms then load a form they do not show: 1.3 kB).
      name: 'newsletter-form',
      test: /app[\\/]components[\\/](newsletter[\\/]newsletter-form|forms[\\/]form-guard-fields)\./,
    },
    {
      // How a post's date and category are shown: the blog list, the articles, the case studies.
      name: 'post-meta',
      test: /app[\\/](lib[\\/]dates|components[\\/]blog[\\/](post-meta|category-badge))\./,
    },
    {
      name: 'project-card',
      test: /app[\\/]components[\\/]projects[\\/](project-card|use-case)\./,
    },
  ],
}

/** Plugins whose output belongs to the browser build only (the service worker and its files). */
function inBrowserBuildOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
  }))
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: browserChunks } } } },
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
  plugins: [tailwindcss(), reactRouter(), iconSprite({ emit: true }), ...inBrowserBuildOnly(serviceWorker())],
})
