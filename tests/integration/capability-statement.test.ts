import { describe, expect, it } from 'vitest'
import { capabilityStatement } from '../../content/capability-statement.ts'
import { readPdf } from '../support/pdf-structure.ts'
import { useTestServer } from '../support/test-server.ts'

type Statement = typeof capabilityStatement & { id: number }
type Refusal = { message: string; issues?: { path: string; message: string }[] }

const server = useTestServer({}, { pages: true, signIn: true })
const path = '/api/admin/capability-statement'

const admin = <T = unknown>(method: string, url: string, json?: unknown) =>
  server.request<T>(url, { method, token: server.token, json })

async function stored(): Promise<Statement> {
  const response = await admin<Statement[]>('GET', path)
  expect(response.status).toBe(200)
  expect(response.body).toHaveLength(1)
  return response.body[0]!
}

async function pdf() {
  const response = await fetch(`${server.url}/capability-statement.pdf`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return readPdf(new Uint8Array(await response.arrayBuffer()))
}

async function page(url: string) {
  const response = await fetch(`${server.url}${url}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } })
  expect(response.status).toBe(200)
  return response.text()
}

describe('the capability statement in /api/admin', () => {
  it('is the owner’s only: 401 without a session, for reading and writing', async () => {
    expect((await server.request(path)).status).toBe(401)
    expect(
      (await server.request(`${path}/1`, { method: 'PATCH', json: { uei: 'ABCDEFGHJKLM' } })).status,
    ).toBe(401)
  })

  it('starts with the demo statement and refuses a second one', async () => {
    const statement = await stored()
    expect(statement).toMatchObject({ uei: capabilityStatement.uei, cage: capabilityStatement.cage })
    const second = await admin<Refusal>('POST', path, { ...capabilityStatement })
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(/already a capability statement/)
  })

  it('refuses a wrong UEI, CAGE code or NAICS code with a message naming the field, and keeps the stored one', async () => {
    const { id } = await stored()
    const badUei = await admin<Refusal>('PATCH', `${path}/${id}`, { uei: 'ABC-123' })
    expect(badUei.status).toBe(400)
    expect(badUei.body.issues).toEqual([
      expect.objectContaining({
        path: 'uei',
        message: 'A UEI is 12 letters and digits, such as J7M9HPTGJ1S8',
      }),
    ])
    const badCage = await admin<Refusal>('PATCH', `${path}/${id}`, { cage: '123456' })
    expect(badCage.status).toBe(400)
    expect(badCage.body.issues?.[0]).toMatchObject({
      path: 'cage',
      message: expect.stringMatching(/5 letters and digits/),
    })
    const badNaics = await admin<Refusal>('PATCH', `${path}/${id}`, {
      naicsCodes: [{ code: '54151', title: 'Computer Systems Design Services' }],
    })
    expect(badNaics.status).toBe(400)
    expect(badNaics.body.issues?.[0]).toMatchObject({
      path: 'naicsCodes.0.code',
      message: 'A NAICS code is 6 digits, such as 541512',
    })
    const badPrimary = await admin<Refusal>('PATCH', `${path}/${id}`, { primaryNaics: '999999' })
    expect(badPrimary.status).toBe(400)
    expect(badPrimary.body.issues?.[0]).toMatchObject({
      path: 'primaryNaics',
      message: expect.stringMatching(/must be one of the NAICS codes listed/),
    })
    const badStudy = await admin<Refusal>('PATCH', `${path}/${id}`, {
      pastPerformance: [{ caseStudy: 'no-such-study', customer: 'Agency', period: '2024', value: '$1' }],
    })
    expect(badStudy.status).toBe(400)
    expect(badStudy.body.issues?.[0]).toMatchObject({ path: 'pastPerformance.0.caseStudy' })
    expect((await stored()).uei).toBe(capabilityStatement.uei)
  })

  it('answers 404 for a statement that does not exist', async () => {
    const response = await admin<Refusal>('PATCH', `${path}/999999`, { cage: 'ZZZZ9' })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Capability statement not found')
  })

  it('shows an edit at once on the page (en and es), in its JSON-LD and in the PDF', async () => {
    const { id } = await stored()
    const saved = await admin<Statement>('PATCH', `${path}/${id}`, {
      uei: 'q1w2e3r4t5y6',
      cage: '7ab12',
      naicsCodes: [
        { code: '541512', title: 'Computer Systems Design Services' },
        { code: '541618', title: 'Other Management Consulting Services' },
      ],
      primaryNaics: '541618',
    })
    expect(saved.status).toBe(200)
    // Identifiers are stored as SAM.gov prints them.
    expect(saved.body).toMatchObject({ uei: 'Q1W2E3R4T5Y6', cage: '7AB12' })

    const english = await page('/capability-statement')
    expect(english).toContain('Q1W2E3R4T5Y6')
    expect(english).toContain('Other Management Consulting Services')
    expect(english).toMatch(/Generated on [A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(english).toContain('"propertyID":"UEI","value":"Q1W2E3R4T5Y6"')
    expect(english).toContain('"naics":["541618","541512"]')
    const spanish = await page('/es/capability-statement')
    expect(spanish).toContain('<h1')
    expect(spanish).toContain('Declaración de capacidades')
    expect(spanish).toMatch(/<h2 id="capability-name" lang="en"[^>]*>Jordan Avery Consulting LLC \(demo\)/)
    expect(await page('/')).toContain('"propertyID":"CAGE","value":"7AB12"')

    const document = await pdf()
    expect(document.text).toContain('Q1W2E3R4T5Y6')
    expect(document.text).toContain('7AB12')
    expect(document.text).toMatch(/Generated on [A-Z][a-z]+ \d{1,2}, \d{4}/)
  })

  it('makes a one-page, tagged US Letter PDF with a title, a language, a structure and real text', async () => {
    const document = await pdf()
    expect(document.pageCount).toBe(1)
    expect(document.pageSize).toEqual({ width: 612, height: 792 })
    expect(document.marked).toBe(true)
    expect(document.hasStructTreeRoot).toBe(true)
    expect(document.lang).toBe('en-US')
    expect(document.title).toBe('Jordan Avery Consulting LLC (demo) — Capability Statement')
    expect(document.displayDocTitle).toBe(true)
    expect(document.roles[0]).toBe('Document')
    expect(document.roles).toEqual(
      expect.arrayContaining(['Figure', 'H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody']),
    )
    // Reading order: the name first, then the sections in the order they are read.
    expect(document.roles.indexOf('H1')).toBeLessThan(document.roles.indexOf('H2'))
    expect(document.alts).toEqual(['Jordan Avery Consulting LLC (demo) logo'])
    for (const text of [
      'Core competencies'.toUpperCase(),
      'PAST PERFORMANCE',
      'Strategic Project Leadership',
      'hello@jordanavery.consulting',
    ]) {
      expect(document.text).toContain(text)
    }
  })
})
