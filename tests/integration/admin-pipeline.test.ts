import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { readStoredProfile } from '~/services/settings.server.ts'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { asSubmitted } from '../support/forms.ts'
import { confirmSubscription } from '../support/newsletter.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

const server = useTestServer()
// Signed in again after the test that changes the password (which signs every session out).
let token: string

beforeAll(async () => {
  token = await server.login()
})

const unique = () => randomBytes(4).toString('hex')

type Lead = {
  kind: string
  id: string
  name: string
  email: string
  organization: string | null
  summary: string
  status: string
  notes: string | null
  followUpOn: string | null
  history?: Array<{ fromStatus: string | null; toStatus: string; changedAt: string }>
}

async function sendContact(overrides: Record<string, string> = {}) {
  const id = unique()
  const body = {
    name: `Morgan Lee ${id}`,
    email: `morgan.${id}@example.org`,
    subject: `Zero trust roadmap ${id}`,
    message: 'Our bureau needs a phased plan.',
    ...overrides,
  }
  const response = await server.request<{ id: string }>('/api/contact', {
    method: 'POST',
    json: asSubmitted(server, 'contact', body),
  })
  expect(response.status).toBe(201)
  return { ...body, id: response.body.id }
}

describe('leads', () => {
  it('lists contact messages and demo requests together, newest first', async () => {
    const contact = await sendContact()
    const demo = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      json: asSubmitted(server, 'demo-request', {
        name: 'Riley Chen',
        email: `riley.${unique()}@example.com`,
        company: 'Harbor Health Alliance',
      }),
    })
    expect(demo.status).toBe(201)

    const response = await server.request<Lead[]>('/api/admin/leads', { token })
    expect(response.status).toBe(200)
    const [first, second] = response.body
    expect(first).toMatchObject({
      kind: 'demo',
      id: String(demo.body.id),
      organization: 'Harbor Health Alliance',
      status: 'new',
    })
    expect(second).toMatchObject({ kind: 'contact', id: contact.id, name: contact.name, status: 'new' })
  })

  it('searches by name, email, organization or text, case-insensitively', async () => {
    const marker = `Quokka${unique()}`
    const contact = await sendContact({ message: `Please call about ${marker}.` })
    await sendContact()
    const response = await server.request<Lead[]>(`/api/admin/leads?q=${marker.toLowerCase()}`, { token })
    expect(response.body.map((lead) => lead.id)).toEqual([contact.id])
  })

  it('filters by kind and status', async () => {
    const contact = await sendContact()
    await server.request(`/api/admin/leads/contact/${contact.id}`, {
      method: 'PATCH',
      token,
      json: { status: 'qualified' },
    })
    const qualified = await server.request<Lead[]>('/api/admin/leads?kind=contact&status=qualified', {
      token,
    })
    expect(qualified.body.map((lead) => lead.id)).toContain(contact.id)
    expect(qualified.body.every((lead) => lead.kind === 'contact' && lead.status === 'qualified')).toBe(true)
    const demos = await server.request<Lead[]>('/api/admin/leads?kind=demo', { token })
    expect(demos.body.every((lead) => lead.kind === 'demo')).toBe(true)
  })

  it('keeps status changes with their time, notes and a follow-up date', async () => {
    const contact = await sendContact()
    const path = `/api/admin/leads/contact/${contact.id}`
    await server.request(path, { method: 'PATCH', token, json: { status: 'qualified' } })
    const updated = await server.request<Lead>(path, {
      method: 'PATCH',
      token,
      json: { status: 'proposal', notes: 'Sent the Professional tier proposal.', followUpOn: '2026-12-01' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      status: 'proposal',
      notes: 'Sent the Professional tier proposal.',
      followUpOn: '2026-12-01',
    })
    expect(updated.body.history?.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['new', 'qualified'],
      ['qualified', 'proposal'],
    ])
    expect(Number.isNaN(Date.parse(updated.body.history?.[0]?.changedAt ?? ''))).toBe(false)
  })

  it('rejects an unknown status or a malformed date and changes nothing', async () => {
    const contact = await sendContact()
    const path = `/api/admin/leads/contact/${contact.id}`
    expect((await server.request(path, { method: 'PATCH', token, json: { status: 'maybe' } })).status).toBe(
      400,
    )
    expect(
      (await server.request(path, { method: 'PATCH', token, json: { followUpOn: 'next week' } })).status,
    ).toBe(400)
    expect((await server.request<Lead>(path, { token })).body).toMatchObject({
      status: 'new',
      followUpOn: null,
    })
  })

  it('shows leads due for follow-up on the dashboard', async () => {
    const contact = await sendContact()
    await server.request(`/api/admin/leads/contact/${contact.id}`, {
      method: 'PATCH',
      token,
      json: { followUpOn: '2020-01-01' },
    })
    const due = await server.services.pipeline.dueForFollowUp()
    expect(due.map((lead) => lead.id)).toContain(contact.id)
  })

  it('deletes a lead; an unknown one is 404', async () => {
    const contact = await sendContact()
    const path = `/api/admin/leads/contact/${contact.id}`
    expect((await server.request(path, { method: 'DELETE', token })).status).toBe(200)
    expect((await server.request(path, { token })).status).toBe(404)
    expect(
      await server.db.selectFrom('contacts').selectAll().where('id', '=', contact.id).executeTakeFirst(),
    ).toBeUndefined()
    expect((await server.request('/api/admin/leads/spam/1', { token })).status).toBe(404)
  })

  it('exports the filtered list as CSV with a header row', async () => {
    const marker = `Wombat${unique()}`
    await sendContact({ subject: `Budget, "FY27" ${marker}` })
    const response = await server.request(`/api/admin/leads.csv?q=${marker}`, { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('leads.csv')
    const lines = response.text.trim().split('\r\n')
    expect(lines[0]).toBe(
      'kind,id,created_at,status,name,email,organization,summary,message,follow_up_on,notes,source_page,referrer,utm_source,utm_medium,utm_campaign',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"Budget, ""FY27"" ${marker}"`)
  })
})

describe('newsletter subscribers', () => {
  it('lists subscribers with the active count, deactivates one and exports active emails', async () => {
    const keep = `keep.${unique()}@example.com`
    const leave = `leave.${unique()}@example.com`
    for (const email of [keep, leave]) {
      expect(
        (
          await server.request('/api/newsletter/subscribe', {
            method: 'POST',
            json: asSubmitted(server, 'newsletter', { email }),
          })
        ).status,
      ).toBe(200)
      await confirmSubscription(server, email)
    }
    const before = await server.request<{
      subscribers: Array<{ id: number; email: string }>
      activeCount: number
    }>('/api/admin/subscribers', { token })
    const leaving = before.body.subscribers.find((subscriber) => subscriber.email === leave)!
    const deactivate = await server.request(`/api/admin/subscribers/${leaving.id}`, {
      method: 'PATCH',
      token,
      json: { isActive: 0 },
    })
    expect(deactivate.status).toBe(200)
    const after = await server.request<{ activeCount: number }>('/api/admin/subscribers', { token })
    expect(after.body.activeCount).toBe(before.body.activeCount - 1)

    const csv = await server.request('/api/admin/subscribers.csv', { token })
    expect(csv.text.split('\r\n')[0]).toBe('email,subscribed_at')
    expect(csv.text).toContain(keep)
    expect(csv.text).not.toContain(leave)
    expect(
      (
        await server.request('/api/admin/subscribers/999999', {
          method: 'PATCH',
          token,
          json: { isActive: 1 },
        })
      ).status,
    ).toBe(404)
  })
})

describe('site settings', () => {
  it('updates the owner profile used by every page, and validates it', async () => {
    const current = await server.request<Record<string, unknown>>('/api/admin/settings/profile', { token })
    expect(current.body.location).toBe('Rockville, MD')
    const next = {
      ...current.body,
      name: 'Jordan A. Avery',
      linkedinUrl: '',
      twitterUrl: 'https://x.com/jordanavery',
    }
    const saved = await server.request<Record<string, unknown>>('/api/admin/settings/profile', {
      method: 'PUT',
      token,
      json: next,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ name: 'Jordan A. Avery', twitterUrl: 'https://x.com/jordanavery' })
    expect(saved.body.linkedinUrl).toBeUndefined()
    expect((await server.services.settings.getProfile()).name).toBe('Jordan A. Avery')

    const invalid = await server.request<{ issues: Array<{ path: string }> }>('/api/admin/settings/profile', {
      method: 'PUT',
      token,
      json: { ...next, email: 'not-an-email', bookingUrl: 'javascript:alert(1)' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['email', 'bookingUrl']),
    )
    expect((await server.services.settings.getProfile()).email).toBe(current.body.email)
  })

  it.each([
    ['twitterUrl', '/about', 'Enter a full web address (https://...)'],
    ['linkedinUrl', 'javascript:alert(1)', 'Enter a full web address (https://...)'],
    ['photoUrl', 'javascript:alert(1)', 'Must be an http(s) URL or a path starting with /'],
    [
      'photoUrl',
      'data:text/html,<script>alert(1)</script>',
      'Must be an http(s) URL or a path starting with /',
    ],
    ['photoUrl', '//evil.example/me.png', 'Must be an http(s) URL or a path starting with /'],
  ])('refuses %s %s with a field message, and keeps the stored profile', async (field, value, message) => {
    const current = await server.request<Record<string, unknown>>('/api/admin/settings/profile', { token })
    const refused = await server.request<{ issues: Array<{ path: string; message: string }> }>(
      '/api/admin/settings/profile',
      { method: 'PUT', token, json: { ...current.body, [field]: value } },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.issues).toMatchObject([{ path: field, message }])
    const after = await server.request<Record<string, unknown>>('/api/admin/settings/profile', { token })
    expect(after.body).toEqual(current.body)
  })

  it('reads back every value it accepted: a site path for the photo, full addresses for the profiles', async () => {
    const current = await server.request<Record<string, unknown>>('/api/admin/settings/profile', { token })
    const next = { ...current.body, photoUrl: '/uploads/portrait.webp', twitterUrl: 'https://x.com/jordan' }
    expect(
      (await server.request('/api/admin/settings/profile', { method: 'PUT', token, json: next })).status,
    ).toBe(200)
    const profile = await server.services.settings.getProfile()
    expect(profile).toMatchObject({ photoUrl: '/uploads/portrait.webp', twitterUrl: 'https://x.com/jordan' })
  })

  it('keeps every valid field of a stored profile when one no longer passes, and logs the bad one', async () => {
    const current = await server.services.settings.getProfile()
    const stored = { ...current, photo: undefined, name: 'Stored Name', twitterUrl: '/about', email: 'nope' }
    await server.db
      .updateTable('siteSettings')
      .set({ value: JSON.stringify(stored) })
      .where('key', '=', 'ownerProfile')
      .execute()
    await server.services.events.changed({ kind: 'settings', slugs: [] })
    const profile = await server.services.settings.getProfile()
    expect(profile.name).toBe('Stored Name')
    expect(profile.location).toBe(current.location)
    expect(profile.twitterUrl).toBeUndefined()
    expect(profile.email).toBe(defaultOwnerProfile.email)
    const warnings: object[] = []
    readStoredProfile(stored, { warn: (object) => warnings.push(object) })
    expect(warnings).toEqual([
      expect.objectContaining({ field: 'email' }),
      expect.objectContaining({ field: 'twitterUrl' }),
    ])
  })
})

describe('dashboard', () => {
  it('counts content and contacts, and shows the five newest items', async () => {
    const contact = await sendContact()
    const response = await server.request<{
      counts: Record<string, number>
      recentActivity: Array<{ kind: string; title: string }>
      averageRating: number | null
      createdThisMonth: number
      publishedPosts: number
      draftPosts: number
    }>('/api/admin/dashboard', { token })
    expect(response.status).toBe(200)
    const contacts = await server.db.selectFrom('contacts').select('id').execute()
    expect(response.body.counts.contacts).toBe(contacts.length)
    expect(response.body.recentActivity).toHaveLength(5)
    expect(response.body.recentActivity[0]).toMatchObject({
      kind: 'contact',
      title: `${contact.name}: ${contact.subject}`,
    })
    expect(response.body.createdThisMonth).toBeGreaterThanOrEqual(contacts.length)
  })

  it('averages ratings to one decimal, or null with no testimonials', async () => {
    const empty = await server.request<{ averageRating: number | null }>('/api/admin/dashboard', { token })
    const testimonials = await server.db.selectFrom('testimonials').select('rating').execute()
    if (testimonials.length === 0) expect(empty.body.averageRating).toBeNull()
    for (const rating of [5, 4, 4]) {
      await server.request('/api/admin/testimonials', {
        method: 'POST',
        token,
        json: { name: 'A Client', title: 'CIO', company: 'Bureau', content: 'Great.', rating },
      })
    }
    const all = await server.db.selectFrom('testimonials').select('rating').execute()
    const expected = Math.round((all.reduce((sum, row) => sum + row.rating, 0) / all.length) * 10) / 10
    const response = await server.request<{ averageRating: number }>('/api/admin/dashboard', { token })
    expect(response.body.averageRating).toBe(expected)
  })
})

describe('password change', () => {
  it('requires the current password, a long enough new one and a matching confirmation', async () => {
    const path = '/api/admin/password'
    const wrong = await server.request(path, {
      method: 'POST',
      token,
      json: {
        currentPassword: 'nope',
        newPassword: 'a much longer one',
        confirmPassword: 'a much longer one',
      },
    })
    expect(wrong.status).toBe(400)
    const short = await server.request(path, {
      method: 'POST',
      token,
      json: { currentPassword: adminCredentials.password, newPassword: 'short', confirmPassword: 'short' },
    })
    expect(short.status).toBe(400)
    const mismatch = await server.request(path, {
      method: 'POST',
      token,
      json: {
        currentPassword: adminCredentials.password,
        newPassword: 'long enough one',
        confirmPassword: 'different one',
      },
    })
    expect(mismatch.status).toBe(400)
  })

  it('changes the password, keeps this session and signs out the others', async () => {
    const other = await server.login()
    const current = await server.login()
    const newPassword = `renewed ${unique()} passphrase`
    const changed = await server.request('/api/admin/password', {
      method: 'POST',
      token: current,
      json: { currentPassword: adminCredentials.password, newPassword, confirmPassword: newPassword },
    })
    expect(changed.status).toBe(200)
    expect((await server.request('/api/admin/me', { token: current })).status).toBe(200)
    expect((await server.request('/api/admin/me', { token: other })).status).toBe(401)
    const oldLogin = await server.request('/api/admin/login', { method: 'POST', json: adminCredentials })
    expect(oldLogin.status).toBe(401)
    const newLogin = await server.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: newPassword },
    })
    expect(newLogin.status).toBe(200)
    await server.services.auth.setPassword(adminCredentials.username, adminCredentials.password)
    token = await server.login()
  })
})

describe('image uploads', () => {
  it('re-encodes an uploaded PNG, resizes it and serves it', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    const response = await server.request<{ url: string; width: number; height: number }>(
      '/api/admin/uploads',
      {
        method: 'POST',
        token,
        headers: { 'content-type': 'image/png', 'x-file-name': 'hero.png' },
        body: png,
      },
    )
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ width: 1600, height: 800 })
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f-]+\.jpg$/)
    const served = await fetch(`${server.url}${response.body.url}`)
    expect(served.status).toBe(200)
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect(metadata.format).toBe('jpeg')
  })

  it('refuses files that are not images and anonymous uploads', async () => {
    const fake = await server.request('/api/admin/uploads', {
      method: 'POST',
      token,
      headers: { 'content-type': 'image/png' },
      body: Buffer.from('<svg onload="alert(1)"></svg>'),
    })
    expect(fake.status).toBe(400)
    const svg = await server.request('/api/admin/uploads', {
      method: 'POST',
      token,
      headers: { 'content-type': 'image/svg+xml' },
      body: '<svg></svg>',
    })
    expect(svg.status).toBe(400)
    const anonymous = await server.request('/api/admin/uploads', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    })
    expect(anonymous.status).toBe(401)
    expect(await server.db.selectFrom('uploads').select('id').execute()).toHaveLength(1)
  })
})
