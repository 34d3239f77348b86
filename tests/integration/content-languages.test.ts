import { describe, expect, it } from 'vitest'
import { type Language, localizedPath } from '~/i18n/config.ts'
import { buildBlogPost, buildProject } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { pages: true })

/** A public page as a visitor reading in `language` gets it. */
const pageIn = (language: Language, path: string) => server.request(localizedPath(path, language))

/** The element whose text is `text`, as HTML: its opening tag tells its `lang`. */
function openingTagAround(html: string, text: string): string {
  const at = html.indexOf(text)
  expect(at, `"${text}" is on the page`).toBeGreaterThan(-1)
  return html.slice(html.lastIndexOf('<', at), at)
}

describe('content in the page language', () => {
  it('shows a project in Spanish where it is translated, and marks the English it falls back to', async () => {
    await server.services.projects.create({
      ...buildProject({
        title: 'Benefits Portal Rebuild',
        description: 'Rebuilt the benefits portal for plain-language eligibility answers.',
        category: 'productivity-ai',
      }),
      translations: { es: { title: 'Reconstrucción del portal de prestaciones' } },
    })

    const spanish = await pageIn('es', '/projects')
    expect(spanish.status).toBe(200)
    expect(spanish.text).toContain('Reconstrucción del portal de prestaciones')
    expect(spanish.text).not.toContain('Benefits Portal Rebuild')
    expect(openingTagAround(spanish.text, 'Reconstrucción del portal')).not.toContain('lang="en"')
    expect(openingTagAround(spanish.text, 'Rebuilt the benefits portal')).toContain('lang="en"')

    const english = await pageIn('en', '/projects')
    expect(english.text).toContain('Benefits Portal Rebuild')
    // A page carries its own language only, in its HTML and in its data.
    expect(english.text).not.toContain('Reconstrucción del portal')
    expect(openingTagAround(english.text, 'Rebuilt the benefits portal')).not.toContain('lang=')
  })

  it('shows an article in French, its body included, and the English one elsewhere', async () => {
    const post = await server.services.blogPosts.create({
      ...buildBlogPost({
        title: 'Readiness Before Models',
        excerpt: 'Data readiness decides an AI program.',
        content: 'Start with the **data** you already hold.',
        published: 1,
      }),
      translations: {
        fr: {
          title: 'La préparation avant les modèles',
          excerpt: 'La préparation des données décide d’un programme d’IA.',
          content: 'Commencez par les **données** que vous détenez déjà.',
        },
      },
    })

    const french = await pageIn('fr', `/blog/${post.slug}`)
    expect(french.status).toBe(200)
    expect(french.text).toContain('La préparation avant les modèles')
    expect(french.text).toContain('Commencez par les <strong>données</strong>')
    expect(french.text).not.toContain('Start with the')

    const blogInSpanish = await pageIn('es', '/blog')
    const at = blogInSpanish.text.indexOf('Readiness Before Models')
    // The card's heading holds the link to the article.
    expect(blogInSpanish.text.slice(at - 300, at)).toMatch(/<h[23][^>]*lang="en"[^>]*><a [^>]*>$/)
  })
})
