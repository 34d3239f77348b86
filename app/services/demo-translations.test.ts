import { describe, expect, it } from 'vitest'
import type { ContentFields } from '~/content-types/definition.ts'
import { blogPostType, projectType, testimonialType } from '~/content-types/index.ts'
import { translatableFieldsOf, translationLanguages } from '~/content-types/translations.ts'
import { demoContentEs } from '../../content/demo-content.es.ts'
import { demoContentFr } from '../../content/demo-content.fr.ts'
import { demoBlogPosts, demoProjects, demoTestimonials } from '../../content/demo-content.ts'

const seeded = [
  { type: projectType, items: demoProjects, keyOf: (item: { slug: string }) => item.slug },
  { type: blogPostType, items: demoBlogPosts, keyOf: (item: { slug: string }) => item.slug },
  { type: testimonialType, items: demoTestimonials, keyOf: (item: { name: string }) => item.name },
] as const

/**
 * What a translated markdown body must keep of the English: its outline, quotes, lists, code, tables,
 * images and links.
 */
function markdownShape(markdown: string) {
  const lines = markdown.split('\n')
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length
  return {
    headings: lines.filter((line) => /^#{1,6} /.test(line)).map((line) => line.match(/^#+/)![0]),
    quotes: count(/^> /),
    listItems: count(/^- /),
    bold: (markdown.match(/\*\*[^*]+\*\*/g) ?? []).length,
    codeFences: lines.filter((line) => line.startsWith('```')).map((line) => line.slice(3)),
    tableRows: lines.filter((line) => line.startsWith('|')).map((line) => line.split('|').length),
    images: (markdown.match(/!\[[^\]]*\]/g) ?? []).length,
    inlineCode: (markdown.match(/`[^`\n]+`/g) ?? []).length,
    // An image may point at its language's version (chart.svg, chart.es.svg, chart.fr.svg).
    links: (markdown.match(/\]\([^)]+\)/g) ?? []).map((link) => link.replace(/\.(es|fr)(\.[a-z]+\))$/, '$2')),
    paragraphs: markdown.split(/\n{2,}/).length,
  }
}

describe('the demo seed in Spanish and French', () => {
  it('covers exactly the fields each content type declares translatable', () => {
    expect(translatableFieldsOf(projectType)).toEqual(['title', 'description'])
    expect(translatableFieldsOf(blogPostType)).toEqual(['title', 'excerpt', 'content'])
    expect(translatableFieldsOf(testimonialType)).toEqual(['title', 'content'])
    for (const language of translationLanguages) {
      const translations = { es: demoContentEs, fr: demoContentFr }[language]
      for (const { type } of seeded) {
        const byKey = translations[type.key as keyof typeof translations]
        for (const [key, translation] of Object.entries(byKey))
          expect(Object.keys(translation).sort(), `${language} ${type.key} ${key}`).toEqual(
            translatableFieldsOf(type).sort(),
          )
      }
    }
  })

  it('gives every seeded item a Spanish and a French text for each translatable field, unlike its English', () => {
    for (const { type, items, keyOf } of seeded) {
      for (const item of items as readonly Record<string, unknown>[]) {
        const key = keyOf(item as never)
        const translations = item.translations as Record<string, Record<string, unknown> | undefined>
        for (const language of translationLanguages) {
          for (const field of translatableFieldsOf(type)) {
            const english = item[field] as string
            const translated = translations[language]?.[field]
            const where = `${type.key} "${key}" ${field} (${language})`
            expect(typeof translated, where).toBe('string')
            expect((translated as string).trim(), where).not.toBe('')
            expect(translated, where).not.toBe(english)
            const { schema } = (type.fields as ContentFields)[field]!
            expect(schema.safeParse(translated).success, `${where} passes the field's checks`).toBe(true)
          }
        }
      }
    }
  })

  it('has no translation for an item the demo does not seed (a renamed slug or author)', () => {
    for (const { type, items, keyOf } of seeded) {
      const keys = new Set((items as readonly object[]).map((item) => keyOf(item as never)))
      for (const translations of [demoContentEs, demoContentFr])
        expect(
          Object.keys(translations[type.key as keyof typeof translations]).filter((key) => !keys.has(key)),
        ).toEqual([])
    }
  })

  it('keeps each article’s markdown shape: headings, quotes, lists, bold, code and links', () => {
    for (const post of demoBlogPosts) {
      const english = markdownShape(post.content)
      for (const language of translationLanguages)
        expect(markdownShape(post.translations[language]!.content), `${post.slug} (${language})`).toEqual(
          english,
        )
    }
  })
})
