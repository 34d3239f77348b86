import { createHash } from 'node:crypto'
import { type Language, supportedLanguages } from '~/i18n/config.ts'
import englishBlog from '~/i18n/locales/en/blog.json' with { type: 'json' }
import englishProjects from '~/i18n/locales/en/projects.json' with { type: 'json' }
import spanishBlog from '~/i18n/locales/es/blog.json' with { type: 'json' }
import spanishProjects from '~/i18n/locales/es/projects.json' with { type: 'json' }
import frenchBlog from '~/i18n/locales/fr/blog.json' with { type: 'json' }
import frenchProjects from '~/i18n/locales/fr/projects.json' with { type: 'json' }
import type { Messages } from '~/i18n/messages.ts'
import { createTranslator, type TFunction } from '~/i18n/translate.ts'
import { coverSize, type ImageAsset } from '~/lib/images.ts'
import { blogCategories } from '~/schemas/categories.ts'
import { variantWidthsFor } from './uploads.server.ts'

/** The content types whose cards show a cover when the item has no image, by service key. */
const coveredTypes = {
  projects: { path: 'projects', label: (category: string) => `projects.categories.${category}` },
  blogPosts: {
    path: 'blog',
    label: (category: string) =>
      (blogCategories as readonly string[]).includes(category) ? `blog.categories.${category}` : undefined,
  },
} as const satisfies Record<string, { path: string; label(category: string): string | undefined }>

export type CoveredType = keyof typeof coveredTypes
export type CoverPath = (typeof coveredTypes)[CoveredType]['path']

export const isCoveredType = (key: string): key is CoveredType => key in coveredTypes

export const coverTypeOfPath = (path: string): CoveredType | undefined =>
  (Object.keys(coveredTypes) as CoveredType[]).find((key) => coveredTypes[key].path === path)

/**
 * Each category's accent: dark enough for white text on it, and told apart from the others by hue.
 * A category outside these lists gets one of them by its name.
 */
const accents: Record<string, string> = {
  'productivity-ai': '#4f46e5',
  cybersecurity: '#0e7490',
  'wellbeing-ux': '#be185d',
  sustainability: '#15803d',
  Strategy: '#1d4ed8',
  Technology: '#7c3aed',
  Leadership: '#b45309',
}
const otherAccents = Object.values(accents)

function accentOf(category: string): string {
  const known = accents[category]
  if (known) return known
  const index = createHash('sha256').update(category).digest().readUInt8(0) % otherAccents.length
  return otherAccents[index] as string
}

/** Changes with the design, so no cover drawn by an older one is served for a newer one. */
const coverDesign = 'cover-1'

/**
 * The uploads' widths and 800: a card as wide as a phone's screen at 1.75 to 2 device pixels per pixel
 * (720 to 780) is a list page's largest paint, and 960 would send it a quarter more bytes. Covers are
 * drawn on demand, so a width of their own costs nothing until asked for.
 */
export const coverWidths = [...variantWidthsFor(coverSize.width), 800].sort((a, b) => a - b)

/** What a cover is drawn from; the pattern grows from the type and slug, so an edited title keeps it. */
export type CoverDrawing = { label: string; title: string; art: { accent: string; seed: string } }

type CoverSource = { slug: string; title: string; category: string }

/**
 * The category labels a cover shows, read from their own locale files: covers are addressed wherever
 * content is read, the command-line scripts included, which run without the bundler that gathers the
 * site's texts.
 */
const categoryLabels: Record<Language, Messages> = {
  en: { ...englishBlog, ...englishProjects },
  es: { ...spanishBlog, ...spanishProjects },
  fr: { ...frenchBlog, ...frenchProjects },
}
const translators = new Map<Language, TFunction>()
function translatorOf(language: Language): TFunction {
  let t = translators.get(language)
  if (!t) {
    t = createTranslator(language, (code) => categoryLabels[code])
    translators.set(language, t)
  }
  return t
}

export function coverArtOf(type: CoveredType, item: { slug: string; category: string }) {
  return { accent: accentOf(item.category), seed: `${type}:${item.slug}` }
}

export function coverDrawingOf(type: CoveredType, item: CoverSource, language: Language): CoverDrawing {
  const key = coveredTypes[type].label(item.category)
  return {
    label: key ? translatorOf(language)(key) : item.category,
    title: item.title,
    art: coverArtOf(type, item),
  }
}

/** The cover's address: by type, language and slug, with a hash of what it shows (an edit makes a new one). */
export function coverAssetOf(type: CoveredType, item: CoverSource, language: Language): ImageAsset {
  const hash = createHash('sha256')
    .update(coverDesign)
    .update(JSON.stringify(coverDrawingOf(type, item, language)))
    .digest('hex')
    .slice(0, 16)
  return {
    src: `/covers/${coveredTypes[type].path}/${language}/${item.slug}/${hash}.jpg`,
    ...coverSize,
    widths: coverWidths,
  }
}

/** The cover in every language, each from the title in that language (`localize` picks the page's). */
export function coversOf(
  type: CoveredType,
  item: CoverSource,
  titleIn: (language: Language) => string,
): Record<Language, ImageAsset> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      coverAssetOf(type, { ...item, title: titleIn(language) }, language),
    ]),
  ) as Record<Language, ImageAsset>
}
