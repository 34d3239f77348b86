import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { asSubmitted } from '../support/forms.ts'
import { useTestServer } from '../support/test-server.ts'

const ownerEmail = 'owner@jordanavery.example'
const server = useTestServer({ OWNER_EMAIL: ownerEmail }, { signIn: true })

type Refusal = { message: string; issues?: { path: string; message: string }[] }

function report() {
  const id = randomBytes(4).toString('hex')
  return {
    name: `Robin Keys ${id}`,
    email: `robin.${id}@agency.example.gov`,
    page: '/case-studies',
    message: 'The case study images have no text alternative my screen reader can announce.',
  }
}

describe('POST /api/accessibility-report', () => {
  it('stores a lead of kind accessibility and emails the owner and the visitor', async () => {
    const input = report()
    const response = await server.request<{ id: string }>('/api/accessibility-report', {
      method: 'POST',
      json: asSubmitted(server, 'accessibility', input),
    })
    expect(response.status).toBe(201)

    const row = await server.db
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirst()
    expect(row).toMatchObject({
      kind: 'accessibility',
      name: input.name,
      email: input.email,
      subject: 'Accessibility barrier on /case-studies',
      message: input.message,
      leadStatus: 'new',
    })

    const emails = await server.db
      .selectFrom('outbox')
      .select(['kind', 'toAddress', 'replyTo', 'subject', 'textBody'])
      .where('kind', 'like', 'accessibility-%')
      .where((eb) => eb.or([eb('toAddress', '=', ownerEmail), eb('toAddress', '=', input.email)]))
      .orderBy('kind')
      .execute()
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([
      ['accessibility-acknowledgement', input.email],
      ['accessibility-notification', ownerEmail],
    ])
    const toOwner = emails[1]!
    expect(toOwner.replyTo).toBe(input.email)
    expect(toOwner.subject).toBe('Accessibility barrier on /case-studies')
    expect(toOwner.textBody).toContain(input.message)
    expect(toOwner.textBody).toContain(`/admin/leads/accessibility/${response.body.id}`)
    expect(emails[0]!.textBody).toContain('within 2 business days')

    // The owner finds it in the pipeline as its own kind, and works on it there.
    const leads = await server.request<Array<{ kind: string; id: string }>>(
      '/api/admin/leads?kind=accessibility',
      {
        token: server.token,
      },
    )
    expect(leads.status).toBe(200)
    expect(leads.body.map((lead) => lead.id)).toContain(response.body.id)
    expect(leads.body.every((lead) => lead.kind === 'accessibility')).toBe(true)
    const moved = await server.request(`/api/admin/leads/accessibility/${response.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { status: 'qualified' },
    })
    expect(moved.status).toBe(200)
    const after = await server.db
      .selectFrom('contacts')
      .select('leadStatus')
      .where('id', '=', response.body.id)
      .executeTakeFirst()
    expect(after?.leadStatus).toBe('qualified')
  })

  it('refuses a report without a description or with a bad email, storing nothing', async () => {
    const input = { ...report(), message: ' ', email: 'not-an-email' }
    const response = await server.request<Refusal>('/api/accessibility-report', {
      method: 'POST',
      json: asSubmitted(server, 'accessibility', input),
    })
    expect(response.status).toBe(400)
    expect(response.body.issues?.map((issue) => issue.path).sort()).toEqual(['email', 'message'])
    const rows = await server.db.selectFrom('contacts').select('id').where('name', '=', input.name).execute()
    expect(rows).toEqual([])
  })

  it('applies the public forms’ spam checks: a filled honeypot is refused', async () => {
    const input = report()
    const response = await server.request<Refusal>('/api/accessibility-report', {
      method: 'POST',
      json: { ...asSubmitted(server, 'accessibility', input), website: 'http://spam.example' },
    })
    expect(response.status).toBe(400)
    const rows = await server.db
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', input.email)
      .execute()
    expect(rows).toEqual([])
  })
})
