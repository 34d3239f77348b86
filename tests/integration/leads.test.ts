import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Contact } from '~/lib/models.ts'
import { asSubmitted } from '../support/forms.ts'
import { confirmSubscription } from '../support/newsletter.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer()

type Issue = { path: string; message: string }
type ValidationBody = { message: string; issues: Issue[] }

const unique = () => randomBytes(4).toString('hex')

async function countRows(table: 'contacts' | 'newsletterSubscriptions' | 'demoRequests'): Promise<number> {
  return (await server.db.selectFrom(table).select('id').execute()).length
}

function validContact() {
  const id = unique()
  return {
    name: `Dana Whitfield ${id}`,
    email: `dana.${id}@agency.example.gov`,
    subject: `Modernization roadmap ${id}`,
    message: 'We would like to talk about an AI strategy sprint for our program office.',
  }
}

function validDemoRequest() {
  const id = unique()
  return {
    projectId: 7,
    projectTitle: 'Grants Portal',
    name: `Sam Ortega ${id}`,
    email: `sam.${id}@example.org`,
    company: 'Department of Examples',
    jobTitle: 'Chief Data Officer',
    message: 'Please show us the grants portal.',
    phoneNumber: '+1 (202) 555-0143',
    preferredContactMethod: 'phone',
  }
}

describe('POST /api/contact', () => {
  it('answers 201 and stores the message', async () => {
    const input = validContact()

    const response = await server.request<{ id: string; message: string }>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', input),
    })

    expect(response.status).toBe(201)
    expect(response.body).toEqual({ id: expect.any(String), message: 'Message sent successfully!' })
    const rows = await server.db.selectFrom('contacts').selectAll().where('email', '=', input.email).execute()
    expect(rows).toEqual([
      expect.objectContaining({
        id: response.body.id,
        ...input,
        leadStatus: 'new',
        createdAt: expect.any(String),
      }),
    ])
    expect(Number.isNaN(Date.parse(rows[0]!.createdAt))).toBe(false)
  })

  it('trims the text it stores', async () => {
    const input = validContact()

    const response = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        ...input,
        name: `  ${input.name}  `,
        email: ` ${input.email} `,
      }),
    })

    expect(response.status).toBe(201)
    const row = await server.db
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe(input.name)
  })

  it.each(['name', 'email', 'subject', 'message'] as const)(
    'answers 400 naming %s when it is missing, and stores nothing',
    async (field) => {
      const before = await countRows('contacts')
      const { [field]: _omitted, ...input } = validContact()

      const response = await server.request<ValidationBody>('/api/contact', {
        method: 'POST',
        json: asSubmitted(server, 'contact', input),
      })

      expect(response.status).toBe(400)
      expect(response.body.message).toContain(field)
      expect(response.body.issues).toMatchObject([{ path: field, message: 'Required' }])
      expect(await countRows('contacts')).toBe(before)
    },
  )

  it.each(['name', 'subject', 'message'] as const)('answers 400 when %s is only spaces', async (field) => {
    const before = await countRows('contacts')

    const response = await server.request<ValidationBody>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...validContact(), [field]: '   ' }),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([expect.objectContaining({ path: field })])
    expect(await countRows('contacts')).toBe(before)
  })

  it('answers 400 Invalid email for a malformed address', async () => {
    const before = await countRows('contacts')

    const response = await server.request<ValidationBody>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...validContact(), email: 'not-an-email' }),
    })

    expect(response.status).toBe(400)
    expect(response.body.message).toBe('email: Invalid email')
    expect(response.body.issues).toMatchObject([{ path: 'email', message: 'Invalid email' }])
    expect(await countRows('contacts')).toBe(before)
  })

  it('answers 400 for a field it does not know', async () => {
    const before = await countRows('contacts')

    const response = await server.request<ValidationBody>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...validContact(), company: 'Acme' }),
    })

    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body.issues)).toContain('company')
    expect(await countRows('contacts')).toBe(before)
  })

  it('answers 400 for text that is too long', async () => {
    const before = await countRows('contacts')

    const response = await server.request<ValidationBody>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...validContact(), message: 'x'.repeat(5001) }),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([
      { path: 'message', message: 'Must be at most 5000 characters', code: 'tooLong', params: { max: 5000 } },
    ])
    expect(await countRows('contacts')).toBe(before)
  })

  it('answers 400 for a value of the wrong type', async () => {
    const response = await server.request<ValidationBody>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', { ...validContact(), name: 42 }),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: 'name', message: 'Must be text' }])
  })
})

describe('GET /api/contacts', () => {
  it('lists contact messages newest first for the signed-in owner', async () => {
    const token = await server.login()
    const first = await server.request<{ id: string }>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', validContact()),
    })
    const latestInput = validContact()
    const latest = await server.request<{ id: string }>('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', latestInput),
    })

    const response = await server.request<Contact[]>('/api/contacts', { token })

    expect(response.status).toBe(200)
    const listed = response.body.map((contact) => contact.id)
    expect(listed).toEqual(expect.arrayContaining([first.body.id, latest.body.id]))
    expect(listed.indexOf(latest.body.id)).toBeLessThan(listed.indexOf(first.body.id))
    expect(response.body.find((contact) => contact.id === latest.body.id)).toEqual({
      id: latest.body.id,
      kind: 'contact',
      ...latestInput,
      createdAt: expect.any(String),
    })
    const createdAt = response.body.map((contact) => contact.createdAt)
    expect(createdAt).toEqual([...createdAt].sort().reverse())
  })
})

describe('POST /api/newsletter/subscribe', () => {
  it('answers 200 and keeps the subscription pending until the emailed link confirms it', async () => {
    const email = `reader.${unique()}@example.com`

    const response = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email }),
    })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Successfully subscribed!' })
    const pending = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .execute()
    expect(pending).toEqual([expect.objectContaining({ email, isActive: 0, confirmedAt: null })])

    await confirmSubscription(server, email)
    const confirmed = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(confirmed).toMatchObject({ isActive: 1, confirmedAt: expect.any(String) })
  })

  it('refuses a confirmation link with a forged token', async () => {
    const email = `forger.${unique()}@example.com`
    await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email }),
    })
    const row = await server.db
      .selectFrom('newsletterSubscriptions')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(await server.services.newsletter.confirm(row.id, 'forged-token')).toBe(false)
    expect(await server.services.newsletter.confirm(row.id + 1000, 'forged-token')).toBe(false)
  })

  it('keeps one lowercase row when the same address subscribes twice in different case', async () => {
    const local = `Reader.${unique()}`

    const first = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email: `${local.toUpperCase()}@x.com` }),
    })
    const second = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email: `${local.toLowerCase()}@X.com` }),
    })

    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const rows = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', 'in', [
        `${local.toLowerCase()}@x.com`,
        `${local.toUpperCase()}@x.com`,
        `${local.toLowerCase()}@X.com`,
      ])
      .execute()
    expect(rows).toEqual([expect.objectContaining({ email: `${local.toLowerCase()}@x.com` })])
  })

  it('reactivates a subscription that was switched off once the new confirmation is followed', async () => {
    const email = `lapsed.${unique()}@example.com`
    await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email }),
    })
    await confirmSubscription(server, email)
    await server.db
      .updateTable('newsletterSubscriptions')
      .set({ isActive: 0 })
      .where('email', '=', email)
      .execute()

    const response = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', { email }),
    })

    expect(response.status).toBe(200)
    await confirmSubscription(server, email)
    const row = await server.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.isActive).toBe(1)
  })

  it.each([
    ['an empty email', { email: '' }, 'Please enter your email address'],
    ['an email of spaces', { email: '   ' }, 'Please enter your email address'],
    ['an invalid email', { email: 'reader@' }, 'Invalid email'],
    ['a missing email', {}, 'Required'],
  ])('answers 400 for %s and stores nothing', async (_case, json, issue) => {
    const before = await countRows('newsletterSubscriptions')

    const response = await server.request<ValidationBody>('/api/newsletter/subscribe', {
      method: 'POST',
      json: asSubmitted(server, 'newsletter', json),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: 'email', message: issue }])
    expect(await countRows('newsletterSubscriptions')).toBe(before)
  })
})

describe('POST /api/demo-requests', () => {
  it('answers 201 and stores every field', async () => {
    const input = validDemoRequest()

    const response = await server.request<{ id: number; message: string }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', input),
    })

    expect(response.status).toBe(201)
    expect(response.body).toEqual({ id: expect.any(Number), message: 'Demo request submitted successfully!' })
    const row = await server.db
      .selectFrom('demoRequests')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual(
      expect.objectContaining({ id: response.body.id, ...input, createdAt: expect.any(String) }),
    )
  })

  it('defaults the preferred contact method to email and stores absent optional fields as null', async () => {
    const email = `minimal.${unique()}@example.org`

    const response = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { name: 'Minimal Requester', email }),
    })

    expect(response.status).toBe(201)
    const row = await server.db
      .selectFrom('demoRequests')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      name: 'Minimal Requester',
      email,
      preferredContactMethod: 'email',
      projectId: null,
      projectTitle: null,
      company: null,
      jobTitle: null,
      message: null,
      phoneNumber: null,
    })
  })

  it.each(['email', 'phone', 'both'])('accepts %s as the preferred contact method', async (method) => {
    const response = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), preferredContactMethod: method }),
    })

    expect(response.status).toBe(201)
    const row = await server.db
      .selectFrom('demoRequests')
      .select('preferredContactMethod')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row.preferredContactMethod).toBe(method)
  })

  it('accepts projectId as a numeric string and stores it as a number', async () => {
    const response = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), projectId: '42' }),
    })

    expect(response.status).toBe(201)
    const row = await server.db
      .selectFrom('demoRequests')
      .select('projectId')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row.projectId).toBe(42)
  })

  it('stores an empty projectId as null', async () => {
    const response = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), projectId: '' }),
    })

    expect(response.status).toBe(201)
    const row = await server.db
      .selectFrom('demoRequests')
      .select('projectId')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row.projectId).toBeNull()
  })

  it.each([
    ['preferredContactMethod fax', { preferredContactMethod: 'fax' }, 'preferredContactMethod'],
    ['a consent flag (never sent by the form)', { consent: true }, ''],
    ['a projectId that is not a number', { projectId: 'abc' }, 'projectId'],
    ['a negative projectId', { projectId: -3 }, 'projectId'],
    ['a projectId beyond any database id', { projectId: 3_000_000_000 }, 'projectId'],
    ['a phone number with letters', { phoneNumber: 'call me maybe' }, 'phoneNumber'],
    ['an invalid email', { email: 'sam at example' }, 'email'],
    ['an empty name', { name: '' }, 'name'],
  ])('answers 400 for %s and stores nothing', async (_case, change, path) => {
    const before = await countRows('demoRequests')

    const response = await server.request<ValidationBody>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), ...change }),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
    expect(await countRows('demoRequests')).toBe(before)
  })

  it('names the consent key when it is sent', async () => {
    const response = await server.request<ValidationBody>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), consent: true }),
    })

    expect(response.status).toBe(400)
    expect(response.body.message).toContain('consent')
  })

  it.each(['name', 'email'] as const)('answers 400 naming %s when it is missing', async (field) => {
    const before = await countRows('demoRequests')
    const { [field]: _omitted, ...input } = validDemoRequest()

    const response = await server.request<ValidationBody>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', input),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: field, message: 'Required' }])
    expect(await countRows('demoRequests')).toBe(before)
  })

  it('says which field is required when name is blank', async () => {
    const response = await server.request<ValidationBody>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', { ...validDemoRequest(), name: '  ' }),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: 'name', message: 'Name is required' }])
  })
})
