import { type TranslationLanguage, translationLanguages } from '~/content-types/translations.ts'
import type { BlogPostDraft, ProjectDraft, TestimonialDraft } from '~/db/factories.ts'

/** What a translation of each demo item replaces: the fields its content type declares translatable. */
export type ProjectTranslation = Pick<ProjectDraft, 'title' | 'description'>
export type BlogPostTranslation = Pick<BlogPostDraft, 'title' | 'excerpt' | 'content'>
export type TestimonialTranslation = Pick<TestimonialDraft, 'title' | 'content'>

/**
 * One language's translation of the demo content: projects and posts keyed by slug, testimonials by
 * their author's name. The Worked With organizations have none: their names and logo descriptions are
 * proper names, shown in English (and marked so) on every page.
 */
export type DemoContentTranslation = {
  projects: Record<string, ProjectTranslation>
  blogPosts: Record<string, BlogPostTranslation>
  testimonials: Record<string, TestimonialTranslation>
}

/** An item's `translations` (docs/decisions/028-content-translations.md), typed by its fields. */
export type TranslationsOf<Fields> = Partial<Record<TranslationLanguage, Fields>>

/** Each item with its Spanish and French texts attached as `translations`, ready for the seed. */
export function withTranslations<Item, Fields>(
  items: readonly Item[],
  keyOf: (item: Item) => string,
  byLanguage: Record<TranslationLanguage, Record<string, Fields>>,
): (Item & { translations: TranslationsOf<Fields> })[] {
  return items.map((item) => {
    const translations: TranslationsOf<Fields> = {}
    for (const language of translationLanguages) {
      const translation = byLanguage[language][keyOf(item)]
      if (translation) translations[language] = translation
    }
    return { ...item, translations }
  })
}
