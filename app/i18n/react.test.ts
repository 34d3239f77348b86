import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from './i18n.ts'
import { I18nProvider, Trans } from './react.tsx'

function render(language: 'en' | 'fr', key: string, values: Record<string, string>) {
  return renderToString(
    createElement(
      I18nProvider,
      { i18n: createI18n(language) },
      createElement(Trans, {
        i18nKey: key,
        values,
        components: {
          email: createElement('a', { href: 'mailto:ada@example.com' }),
          strong: createElement('strong'),
          privacy: createElement('a', { href: '/privacy' }),
          sprint: createElement('a', { href: '/ai-strategy-sprint' }),
        },
      }),
    ),
  )
}

describe('<Trans>', () => {
  it('renders the tags of a legal text as the given elements around their text', () => {
    const html = render('en', 'legal.privacy.sections.controller.paragraphs.p1', {
      name: 'Ada',
      email: 'ada@example.com',
      location: 'Paris',
    })
    expect(html).toContain('<a href="mailto:ada@example.com">ada@example.com</a>')
    expect(html).toContain('based in Paris')
    expect(html).not.toMatch(/<email>|\{\{/)
  })

  it('renders a tag with text inside as the element holding that text', () => {
    const html = render('en', 'legal.privacy.sections.cookies.items.a', {})
    expect(html).toMatch(/^<strong>lang<\/strong>: remembers/)
  })

  it('escapes the values it interpolates', () => {
    const html = render('fr', 'legal.privacy.sections.controller.paragraphs.p1', {
      name: 'Ada',
      email: '<script>x</script>',
      location: 'Paris',
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })
})
