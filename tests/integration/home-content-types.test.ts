import { describe, expect, it } from 'vitest'
import { localizedPath } from '~/i18n/config.ts'
import { experience } from '../../content/experience.ts'
import { helpCards } from '../../content/help-cards.ts'
import { servicePillars } from '../../content/services.ts'
import { skills } from '../../content/skills.ts'
import { stats } from '../../content/stats.ts'
import { useTestServer } from '../support/test-server.ts'

/**
 * The home page's and the contact page's words as content: each type's admin API, and the public page
 * showing an edit at once, in the visitor's language, though the page is cached.
 */
const server = useTestServer({}, { pages: true, signIn: true })

type Item = { id: number; translations: Record<string, Record<string, unknown>> } & Record<string, unknown>

function admin<T = unknown>(method: string, path: string, json?: unknown) {
  return server.request<T>(path, { method, token: server.token, json })
}

const page = (path: string, language: 'en' | 'es' | 'fr' = 'en') =>
  server.request(localizedPath(path, language))

type Case = {
  path: string
  seeded: number
  /** A valid new item; `heading` is its text the public page shows. */
  valid: Record<string, unknown>
  heading: string
  /** Sent without a required field: the one the 400 names, and its message. */
  invalid: Record<string, unknown>
  refusedField: string
  message: RegExp
  page: string
}

const cases: Case[] = [
  {
    path: 'stats',
    seeded: stats.length,
    valid: { label: 'Grants Won', value: 41, prefix: '', suffix: '', icon: 'leaf', inHero: 0, countsUp: 0 },
    heading: 'Grants Won',
    invalid: { label: 'Grants Won', value: 4.5, icon: 'leaf' },
    refusedField: 'value',
    message: /whole number/,
    page: '/',
  },
  {
    path: 'skills',
    seeded: skills.length,
    valid: { name: 'Grant Writing', level: 77 },
    heading: 'Grant Writing',
    invalid: { name: 'Grant Writing', level: 140 },
    refusedField: 'level',
    message: /at most 100/,
    page: '/',
  },
  {
    path: 'career',
    seeded: experience.length,
    valid: {
      title: 'Volunteer Data Coach',
      company: 'Tidewater Workforce Collaborative',
      location: 'Norfolk, VA',
      period: '2008 – 2010',
      description: 'Taught spreadsheet skills to job seekers.',
      highlights: [{ text: 'Ran forty evening workshops' }],
      technologies: ['Excel'],
    },
    heading: 'Volunteer Data Coach',
    invalid: {
      title: 'Volunteer Data Coach',
      company: ' ',
      location: 'Norfolk, VA',
      period: '2008',
      description: 'x',
    },
    refusedField: 'company',
    message: /Organization is required/,
    page: '/',
  },
  {
    path: 'services',
    seeded: servicePillars.length,
    valid: {
      title: 'Grant Strategy',
      summary: 'Find and win the funding your program needs.',
      points: [{ text: 'Funding landscape reviews' }],
      icon: 'compass',
      caseStudiesUrl: '/case-studies',
    },
    heading: 'Grant Strategy',
    invalid: { title: 'Grant Strategy', summary: 'Find funding.', icon: 'rocket' },
    refusedField: 'icon',
    message: /Icon must be one of/,
    page: '/',
  },
  {
    path: 'help-cards',
    seeded: helpCards.length,
    valid: { title: 'Grant Readiness', text: 'Get your program ready for its next grant.', icon: 'leaf' },
    heading: 'Grant Readiness',
    invalid: { title: '', text: 'Get ready.', icon: 'leaf' },
    refusedField: 'title',
    message: /Title is required/,
    page: '/contact',
  },
]

describe.each(cases)('/api/admin/$path', (type) => {
  const list = async () => (await admin<Item[]>('GET', `/api/admin/${type.path}?limit=100`)).body

  it('answers only the owner, and lists the demo content in its order', async () => {
    expect((await server.request(`/api/admin/${type.path}`)).status).toBe(401)
    expect(
      (await server.request(`/api/admin/${type.path}`, { method: 'POST', json: type.valid })).status,
    ).toBe(401)
    expect(await list()).toHaveLength(type.seeded)
  })

  it('refuses an invalid item with the field and its message', async () => {
    const refused = await admin<{ issues: { path: string; message: string }[] }>(
      'POST',
      `/api/admin/${type.path}`,
      type.invalid,
    )
    expect(refused.status).toBe(400)
    const issue = refused.body.issues.find((each) => each.path === type.refusedField)
    expect(issue?.message).toMatch(type.message)
  })

  it('creates, shows at once in each language, reorders and deletes', async () => {
    const created = await admin<Item>('POST', `/api/admin/${type.path}`, type.valid)
    expect(created.status).toBe(201)
    expect((await list()).at(-1)?.id).toBe(created.body.id)
    expect((await page(type.page)).text).toContain(type.heading)
    // Without a Spanish value the English shows, marked as English.
    expect((await page(type.page, 'es')).text).toMatch(new RegExp(`lang="en"[^>]*>${type.heading}<`))

    const translated = `${type.heading} (ES)`
    const titleField = Object.keys(type.valid)[0]!
    const patched = await admin<Item>('PATCH', `/api/admin/${type.path}/${created.body.id}`, {
      translations: { es: { [titleField]: translated } },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.translations.es?.[titleField]).toBe(translated)
    expect((await page(type.page, 'es')).text).toContain(translated)
    expect((await page(type.page, 'fr')).text).toContain(type.heading)

    const moved = await admin('POST', `/api/admin/${type.path}/${created.body.id}/move`, { direction: 'up' })
    expect(moved.status).toBe(200)
    expect((await list()).at(-2)?.id).toBe(created.body.id)

    expect((await admin('DELETE', `/api/admin/${type.path}/${created.body.id}`)).status).toBe(200)
    expect((await page(type.page)).text).not.toContain(type.heading)
    expect((await admin('DELETE', `/api/admin/${type.path}/${created.body.id}`)).status).toBe(404)
    expect(
      (await admin('PATCH', `/api/admin/${type.path}/${created.body.id}`, { [titleField]: 'Gone' })).status,
    ).toBe(404)
  })
})

describe('the footer', () => {
  it('lists the services as the owner names them, in the page’s language, on every page at once', async () => {
    const [first] = (await admin<Item[]>('GET', '/api/admin/services?limit=100')).body
    if (!first) throw new Error('no seeded service')
    const seeded = servicePillars[0]!
    const footerOf = async (language: 'en' | 'es') => {
      const html = (await page('/privacy', language)).text
      return html.slice(html.indexOf('<footer'))
    }
    expect(await footerOf('en')).toContain(`>${seeded.title}<`)
    expect(await footerOf('es')).toContain(`>${seeded.translations.es?.title}<`)

    const renamed = await admin('PATCH', `/api/admin/services/${first.id}`, {
      title: 'Grant Strategy and AI',
      translations: { es: { title: 'Estrategia de subvenciones e IA' } },
    })
    expect(renamed.status).toBe(200)
    expect(await footerOf('en')).toContain('>Grant Strategy and AI<')
    expect(await footerOf('en')).not.toContain(`>${seeded.title}<`)
    expect(await footerOf('es')).toContain('>Estrategia de subvenciones e IA<')

    const restored = await admin('PATCH', `/api/admin/services/${first.id}`, {
      title: seeded.title,
      translations: seeded.translations,
    })
    expect(restored.status).toBe(200)
  })
})

describe('the seeded pages', () => {
  it('read in Spanish and French, with no English left in the edited sections', async () => {
    const spanish = (await page('/', 'es')).text
    expect(spanish).toContain('Presupuesto gestionado')
    expect(spanish).toContain('Estrategia e implementación de IA')
    expect(spanish).toContain('2022 – actualidad')
    expect(spanish).toContain('Estrategia de IA y desarrollo de productos')
    expect(spanish).not.toContain('Budget Managed')
    // Figures are written as each language writes them: the budget is "$38M" in English only.
    expect(spanish).toContain('>38\u00a0M$<')
    expect(spanish).not.toContain('$38M')
    expect((await page('/', 'fr')).text).toContain('>38\u00a0M$<')
    expect((await page('/')).text).toContain('>$38M<')
    const french = (await page('/contact', 'fr')).text
    expect(french).toContain('Direction de projets')
    expect(french).not.toContain('Project Leadership')
  })
})
