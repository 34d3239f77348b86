import type { OwnerProfile } from '../../../content/profile.ts'

/** The site's light background and header colour (app.css --background). */
const siteBackground = '#ffffff'

/** PNGs drawn from public/favicon.svg; the maskable one keeps its initials inside the safe zone. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

export const webManifestPath = '/manifest.webmanifest'

/**
 * Links the page to its manifest once the page has loaded (components/pwa/pwa-support.tsx): a
 * browser fetches a linked manifest, and then its icon, while the page is still loading, which a
 * phone on a slow network pays for before the page's largest text shows, and then offers
 * installation, whose card would load while the page is being made interactive. Installing is
 * offered by the page's scripts in any case, so nothing is lost for the manifest to come with them.
 */
export function linkWebManifest(document: Document) {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = webManifestPath
  document.head.append(link)
}

/** /manifest.webmanifest: what a browser needs to offer the site as an installable app. */
export function webManifest(profile: Pick<OwnerProfile, 'name' | 'description'>) {
  return {
    id: '/',
    name: `${profile.name} — Consulting`,
    short_name: profile.name,
    description: profile.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    background_color: siteBackground,
    theme_color: siteBackground,
    categories: ['business'],
    icons: manifestIcons,
  }
}
