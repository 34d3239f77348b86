import type { MetaDescriptor } from 'react-router'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import {
  fallbackLanguage,
  type Language,
  localizedPath,
  supportedLanguages,
  unlocalizedPath,
} from '~/i18n/config.ts'
import type { TFunction } from '~/i18n/translate.ts'
import { type PublicProfile, socialProfiles } from './profile.ts'
import type { RootData } from './root-data.ts'
import { absoluteUrl } from './site-url.ts'

/** Spec §9: social images are 1200x630. */
export const socialImageSize = { width: 1200, height: 630 }

const ogLocales: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR' }

/** Pages with a share card of their own; their images live under /og/pages/, where no post slug can reach. */
export const ogPageKeys = [
  'home',
  'projects',
  'case-studies',
  'blog',
  'contact',
  'network',
  'ai-strategy-sprint',
  'demo-request',
  'privacy',
  'terms',
  'capability-statement',
  'accessibility',
] as const
export type OgPageKey = (typeof ogPageKeys)[number]

export function isOgPageKey(value: string): value is OgPageKey {
  return (ogPageKeys as readonly string[]).includes(value)
}

/** An article's share image, in the language of the page that shares it (`/og/es/{slug}.png`). */
export function articleImagePath(slug: string, lang: Language = fallbackLanguage): string {
  const file = `${encodeURIComponent(slug)}.png`
  return lang === fallbackLanguage ? `/og/${file}` : `/og/${lang}/${file}`
}

export function pageImagePath(lang: Language, key: OgPageKey): string {
  return `/og/pages/${lang}/${key}.png`
}

/**
 * The home page speaks with the owner's own words (site settings), in the page's language; a text
 * the owner has not translated yet uses the bundle's translation of the same pitch.
 */
export function homeTexts(t: TFunction, profile: PublicProfile, lang: Language) {
  const own = (field: 'title' | 'description') =>
    lang === fallbackLanguage || !profile.fallbacks.includes(field)
  return {
    title: own('title') ? profile.title : t('seo.home.title'),
    description: own('description')
      ? profile.description
      : t('seo.home.description', { name: profile.name, location: profile.location }),
  }
}

export type JsonLd = Record<string, unknown>

export type PageSeo = {
  /** The page's own title; the owner's name is appended for the document title. */
  title: string
  description: string
  /**
   * The canonical path, without a query string (list filters, ?category, show a subset of the same
   * list, so they point at it), in any language: each language's URL is derived from it
   * (docs/decisions/027-language-urls.md).
   * Absent on the 404 page of unknown paths, which is one page whatever the path (no og:url).
   */
  path?: string
  /** The document title when it is not `title | owner`. */
  documentTitle?: string
  type?: 'website' | 'article' | 'profile'
  image?: { path: string; alt: string }
  /** Kept out of search results; such pages get no canonical link, which would contradict the rule. */
  noindex?: boolean
  jsonLd?: JsonLd[]
  /** Tags specific to the page type (article:*). */
  extra?: MetaDescriptor[]
}

/** The feeds of the blog in a language: /rss.xml and /feed.json, /es/rss.xml and /es/feed.json… */
export function feedPaths(lang: Language) {
  return { rss: localizedPath('/rss.xml', lang), json: localizedPath('/feed.json', lang) }
}

/**
 * The page in each language (hreflang), the English one also for any other language (x-default), and
 * the blog's feeds in the page's language.
 */
function languageLinks(root: RootData, path: string | undefined, noindex: boolean): MetaDescriptor[] {
  const { lang, origin, profile } = root
  const feeds = feedPaths(lang)
  const feedTitle = `${profile.name} — ${metaTranslator(lang)('blog.eyebrow')}`
  const alternates: MetaDescriptor[] =
    path === undefined || noindex
      ? []
      : [
          ...supportedLanguages.map((other) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: other,
            href: absoluteUrl(origin, localizedPath(path, other)),
          })),
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: absoluteUrl(origin, unlocalizedPath(path)),
          },
        ]
  return [
    ...alternates,
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feedTitle,
      href: absoluteUrl(origin, feeds.rss),
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/feed+json',
      title: feedTitle,
      href: absoluteUrl(origin, feeds.json),
    },
  ]
}

/**
 * Every head tag a public page needs: title, description, canonical and language alternates, feeds,
 * Open Graph, Twitter card, JSON-LD.
 */
export function pageMeta(root: RootData | undefined, page: PageSeo): MetaDescriptor[] {
  if (!root) return [{ title: page.documentTitle ?? page.title }]
  const { lang, origin, profile } = root
  const url = page.path === undefined ? undefined : absoluteUrl(origin, localizedPath(page.path, lang))
  const image = page.image ?? { path: pageImagePath(lang, 'home'), alt: `${profile.name} | ${profile.title}` }
  const imageUrl = absoluteUrl(origin, image.path)
  return [
    { title: page.documentTitle ?? `${page.title} | ${profile.name}` },
    { name: 'description', content: page.description },
    ...(page.noindex || url === undefined
      ? [{ name: 'robots', content: 'noindex' }]
      : [{ tagName: 'link', rel: 'canonical', href: url }]),
    ...languageLinks(root, page.path, page.noindex === true),
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: profile.name },
    { property: 'og:locale', content: ogLocales[lang] },
    ...supportedLanguages
      .filter((other) => other !== lang)
      .map((other) => ({ property: 'og:locale:alternate', content: ogLocales[other] })),
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    ...(url === undefined ? [] : [{ property: 'og:url', content: url }]),
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(socialImageSize.width) },
    { property: 'og:image:height', content: String(socialImageSize.height) },
    { property: 'og:image:alt', content: image.alt },
    ...(page.extra ?? []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(page.jsonLd ?? []).map((block) => ({
      'script:ld+json': { '@context': 'https://schema.org', ...block },
    })),
  ]
}

/** Home, then each step; the last one is the page itself. */
export function breadcrumbList(root: RootData, trail: Array<{ name: string; path: string }>): JsonLd {
  const t = metaTranslator(root.lang)
  const steps = [{ name: t('nav.home'), path: '/' }, ...trail]
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(root.origin, localizedPath(step.path, root.lang)),
    })),
  }
}

export function personJsonLd(profile: PublicProfile, origin: string): JsonLd {
  const sameAs = socialProfiles(profile).map((link) => link.href)
  return {
    '@type': 'Person',
    '@id': absoluteUrl(origin, '/#person'),
    name: profile.name,
    jobTitle: profile.title,
    description: profile.description,
    url: absoluteUrl(origin, '/'),
    image: absoluteUrl(origin, profile.photoUrl),
    email: `mailto:${profile.email}`,
    telephone: profile.phone,
    address: postalAddress(profile.postalLocation),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}

/** What the capability statement adds to the business's JSON-LD: its registered name and identifiers. */
export type BusinessIdentifiers = { legalName: string; uei: string; cage: string; naics: string[] }

const propertyValue = (propertyID: string, value: string) => ({ '@type': 'PropertyValue', propertyID, value })

/**
 * The business (a ProfessionalService is an Organization), one node with one `@id` wherever it is
 * described; with the capability statement's identifiers once the owner has written them: the SAM.gov
 * UEI and the CAGE code as identifiers, the NAICS codes (the primary first).
 */
export function professionalServiceJsonLd(
  profile: PublicProfile,
  origin: string,
  services: string[],
  identifiers?: BusinessIdentifiers,
): JsonLd {
  return {
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(origin, '/#service'),
    name: profile.name,
    ...(identifiers
      ? {
          legalName: identifiers.legalName,
          identifier: [propertyValue('UEI', identifiers.uei), propertyValue('CAGE', identifiers.cage)],
          naics: identifiers.naics.length === 1 ? identifiers.naics[0] : identifiers.naics,
        }
      : {}),
    description: profile.description,
    url: absoluteUrl(origin, '/'),
    image: absoluteUrl(origin, pageImagePath(fallbackLanguage, 'home')),
    email: profile.email,
    telephone: profile.phone,
    address: postalAddress(profile.postalLocation),
    areaServed: [
      { '@type': 'Country', name: 'United States' },
      { '@type': 'AdministrativeArea', name: 'Washington metropolitan area' },
    ],
    founder: { '@id': absoluteUrl(origin, '/#person') },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: services.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  }
}

/** "Rockville, MD" → locality and region (a two-letter region is a US state); otherwise the locality alone. */
function postalAddress(location: string): JsonLd {
  const [locality = location, region] = location.split(',').map((part) => part.trim())
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    ...(region && /^[A-Z]{2}$/.test(region) ? { addressCountry: 'US' } : {}),
  }
}
