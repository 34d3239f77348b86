import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { caseStudies, workPrinciples } from '../../content/case-studies.ts'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { readPdf } from '../support/pdf-structure.ts'
import { pdfProse } from '../support/pdf-text.ts'
import { useTestServer } from '../support/test-server.ts'

type Metric = { value: string; label: string }
type CaseStudy = { id: number; slug: string; title: string; category: string; metrics: Metric[] }
type Principle = { id: number; title: string; description: string; practices: { text: string }[] }
type Refusal = { message: string; issues?: { path: string; message: string }[] }

const server = useTestServer({}, { pages: true, signIn: true })

function admin<T = unknown>(method: string, path: string, json?: unknown) {
  return server.request<T>(path, { method, token: server.token, json })
}

const studyTitles = async () =>
  (await admin<CaseStudy[]>('GET', '/api/admin/case-studies?limit=100')).body.map((study) => study.title)

async function summaryPdfBytes(language: 'en' | 'es' | 'fr' = 'en') {
  const response = await fetch(
    `${server.url}${language === 'en' ? '' : `/${language}`}/case-studies-summary.pdf`,
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return Buffer.from(await response.arrayBuffer())
}

const summaryPdf = async (language: 'en' | 'es' | 'fr' = 'en') => pdfProse(await summaryPdfBytes(language))

const newStudy = {
  title: 'Statewide Grants Modernization',
  category: 'Innovation',
  summary: 'Moved a state grants office from paper to one online portal.',
  challenge: 'Applications arrived on paper and took eleven weeks to review.',
  action: 'We mapped the review, built one online form and trained every reviewer.',
  result: 'Reviews now take three weeks, and every applicant can see where their file stands.',
  metrics: [{ value: '11 → 3', label: 'weeks to review' }],
  imageUrl: '/images/case-studies/innovative-problem-solving.svg',
}

describe('case studies stored as content', () => {
  it('start on a fresh database with the demo studies and principles, metrics as lists', async () => {
    const studies = (await admin<CaseStudy[]>('GET', '/api/admin/case-studies?limit=100')).body
    expect(studies.map((study) => study.title)).toEqual(caseStudies.map((study) => study.title))
    expect(studies[0]!.slug).toBe('strategic-project-leadership')
    expect(studies[0]!.metrics).toEqual([
      { value: '34', label: 'programs' },
      { value: '$38M', label: 'budget' },
      { value: '5%', label: 'portfolio variance' },
    ])
    const principles = (await admin<Principle[]>('GET', '/api/admin/work-principles')).body
    expect(principles.map((principle) => principle.title)).toEqual(
      workPrinciples.map((principle) => principle.title),
    )
    expect(principles[0]!.practices).toHaveLength(3)
  })

  it('are created, validated, reordered and deleted through the admin API, for the owner only', async () => {
    expect((await server.request('/api/admin/case-studies')).status).toBe(401)
    expect((await server.request('/api/admin/case-studies', { method: 'POST', json: newStudy })).status).toBe(
      401,
    )

    const refused = await admin<Refusal>('POST', '/api/admin/case-studies', {
      ...newStudy,
      category: 'Gardening',
      metrics: [],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBeTruthy()
    expect(refused.body.issues?.map((issue) => issue.path).sort()).toEqual(['category', 'metrics'])
    expect(refused.body.issues?.find((issue) => issue.path === 'metrics')?.message).toBe(
      'At least one metric is required',
    )
    const blankMetric = await admin<Refusal>('POST', '/api/admin/case-studies', {
      ...newStudy,
      metrics: [{ value: '12' }],
    })
    expect(blankMetric.status).toBe(400)

    const created = await admin<CaseStudy>('POST', '/api/admin/case-studies', newStudy)
    expect(created.status).toBe(201)
    expect(created.body.slug).toBe('statewide-grants-modernization')
    expect((await studyTitles()).at(-1)).toBe(newStudy.title)
    const twin = await admin<Refusal>('POST', '/api/admin/case-studies', {
      ...newStudy,
      title: 'Another study',
      slug: created.body.slug,
    })
    expect(twin.status).toBe(409)
    expect(twin.body.message).toContain(created.body.slug)
    const renamed = await admin<Refusal>('PATCH', `/api/admin/case-studies/${created.body.id}`, {
      slug: caseStudies[0]!.slug,
    })
    expect(renamed.status).toBe(409)

    const moved = await admin('POST', `/api/admin/case-studies/${created.body.id}/move`, { direction: 'up' })
    expect(moved.status).toBe(200)
    expect((await studyTitles()).slice(-2)).toEqual([newStudy.title, caseStudies.at(-1)!.title])

    expect((await admin('PATCH', '/api/admin/case-studies/999999', { title: 'Nowhere' })).status).toBe(404)
    expect((await admin('DELETE', `/api/admin/case-studies/${created.body.id}`)).status).toBe(200)
    expect(await studyTitles()).not.toContain(newStudy.title)
    expect((await admin('DELETE', `/api/admin/case-studies/${created.body.id}`)).status).toBe(404)
  })

  it('have their How I Work principles managed the same way', async () => {
    expect((await server.request('/api/admin/work-principles')).status).toBe(401)
    const refused = await admin<Refusal>('POST', '/api/admin/work-principles', { title: 'Listening first' })
    expect(refused.status).toBe(400)
    expect(refused.body.issues?.map((issue) => issue.path)).toEqual(['description'])

    const created = await admin<Principle>('POST', '/api/admin/work-principles', {
      title: 'Listening First',
      description: 'Every engagement starts with the people who do the work.',
      practices: [{ text: 'Interviews before any recommendation' }],
    })
    expect(created.status).toBe(201)
    expect(
      (await admin('POST', `/api/admin/work-principles/${created.body.id}/move`, { direction: 'up' })).status,
    ).toBe(200)
    const titles = (await admin<Principle[]>('GET', '/api/admin/work-principles')).body.map(
      (each) => each.title,
    )
    expect(titles).toEqual([workPrinciples[0]!.title, 'Listening First', workPrinciples[1]!.title])
    expect((await admin('DELETE', `/api/admin/work-principles/${created.body.id}`)).status).toBe(200)
    expect(
      (await admin('PATCH', `/api/admin/work-principles/${created.body.id}`, { title: 'Gone' })).status,
    ).toBe(404)
  })

  it('show an edit on /case-studies at once, though the page is cached, and in the summary PDF', async () => {
    const before = await server.request<string>('/case-studies')
    expect(before.status).toBe(200)
    expect(before.text).toContain(caseStudies[0]!.title)
    expect(before.text).toContain('$38M budget')
    // Changed behind the services' back (no content event): the cached page still shows the old text.
    await sql`update case_studies set summary = 'Rewritten quietly' where slug = ${caseStudies[0]!.slug}`.execute(
      server.db,
    )
    expect((await server.request<string>('/case-studies')).text).not.toContain('Rewritten quietly')
    const pdfBefore = await summaryPdf()
    expect(pdfBefore).toContain(caseStudies[0]!.title)
    expect(pdfBefore).toContain('Challenge:')

    const [first] = (await admin<CaseStudy[]>('GET', '/api/admin/case-studies')).body
    const edited = await admin('PATCH', `/api/admin/case-studies/${first!.id}`, {
      title: 'Portfolio Turnaround',
      metrics: [{ value: '41', label: 'programs' }, ...first!.metrics.slice(1)],
    })
    expect(edited.status).toBe(200)
    const [principle] = (await admin<Principle[]>('GET', '/api/admin/work-principles')).body
    await admin('PATCH', `/api/admin/work-principles/${principle!.id}`, { title: 'Steady Under Pressure' })

    const after = (await server.request<string>('/case-studies')).text
    expect(after).toContain('Portfolio Turnaround')
    expect(after).toContain('41 programs')
    expect(after).not.toContain(caseStudies[0]!.title)
    expect(after).toContain('Steady Under Pressure')
    expect(after).toContain('Rewritten quietly')

    const pdfAfter = await summaryPdf()
    expect(pdfAfter).toContain('Portfolio Turnaround')
    expect(pdfAfter).toContain('41 programs')
    expect(pdfAfter).toContain('Steady Under Pressure')
    expect(pdfAfter).not.toContain(caseStudies[0]!.title)
  })

  it('read in the page language, an untranslated one in English marked lang="en"', async () => {
    const untranslated = await admin<CaseStudy>('POST', '/api/admin/case-studies', newStudy)
    expect(untranslated.status).toBe(201)
    const spanish = (await server.request<string>('/es/case-studies')).text
    expect(spanish).toContain(caseStudies[1]!.translations.es.title)
    expect(spanish).toContain('38 M$ de presupuesto')
    expect(spanish).toContain(workPrinciples[1]!.translations.es.title)
    expect(spanish).not.toContain(caseStudies[1]!.title)
    expect(spanish).toMatch(
      new RegExp(`<h2 id="${untranslated.body.slug}-title" lang="en"[^>]*>${newStudy.title}</h2>`),
    )
    expect(spanish).toMatch(new RegExp(`<h2 id="${caseStudies[1]!.slug}-title" class=`))
    expect((await admin('DELETE', `/api/admin/case-studies/${untranslated.body.id}`)).status).toBe(200)
  })

  it('give the summary PDF in the language of its URL, as the page that links to it', async () => {
    const french = await summaryPdf('fr')
    expect(french).toContain(caseStudies[1]!.translations.fr.title)
    expect(french).toContain('12 indicateurs communs')
    expect(french).toContain('Résumé des études de cas')
    expect(french).toContain('Défi\u00a0:')
    expect(french).toContain('Page 2 sur 2')
    // Thousands grouped as French groups them, with a no-break space the PDF's font has.
    expect(french).toContain('plus de 9\u00a0000 dossiers')
    // The owner's title under the name, in the PDF's language too.
    expect(french).toContain(defaultOwnerProfile.translations?.fr?.title)
    const spanish = await summaryPdf('es')
    expect(spanish).toContain('Resumen de casos de estudio')
    expect(spanish).toContain('Desafío:')
  })

  it('give a tagged summary PDF: its language, its title, headings, paragraphs and lists in reading order', async () => {
    const document = await readPdf(await summaryPdfBytes('fr'))
    expect(document.pageCount).toBe(2)
    expect(document.marked).toBe(true)
    expect(document.hasStructTreeRoot).toBe(true)
    expect(document.lang).toBe('fr')
    expect(document.title).toBe(`${defaultOwnerProfile.name} — Résumé des études de cas`)
    expect(document.displayDocTitle).toBe(true)
    expect(document.roles[0]).toBe('Document')
    expect(document.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody']))
    // The summary's title, then one heading per study, then How I Work and its principles.
    const headings = document.roles.filter((role) => /^H\d$/.test(role))
    expect(headings[0]).toBe('H1')
    expect(headings.filter((role) => role === 'H2')).toHaveLength(caseStudies.length + 2)
    expect(headings.filter((role) => role === 'H3')).toHaveLength(workPrinciples.length)
    expect(document.text).toContain(caseStudies[1]!.translations.fr.title)
    expect((await readPdf(await summaryPdfBytes())).lang).toBe('en-US')
  })

  it('date the case studies page in the sitemap by their last edit', async () => {
    const sitemap = (await server.request<string>('/sitemap.xml')).text
    const today = new Date().toISOString().slice(0, 10)
    expect(sitemap).toMatch(new RegExp(`/case-studies</loc><lastmod>${today}</lastmod>`))
  })
})
