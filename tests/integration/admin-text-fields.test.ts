import { beforeAll, describe, expect, it } from 'vitest'
import { asSubmitted } from '../support/forms.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

const payload = '<img src=x onerror=alert(1)>'
const escaped = '&lt;img src=x onerror=alert(1)&gt;'

const server = useTestServer({}, { pages: true })
let cookie: string
let contactId: string

beforeAll(async () => {
  const created = await server.request<{ id: string }>('/api/contact', {
    method: 'POST',
    json: asSubmitted(server, 'contact', {
      name: payload,
      email: 'markup@example.com',
      subject: `Subject ${payload}`,
      message: `Message ${payload}`,
    }),
  })
  expect(created.status).toBe(201)
  contactId = (await server.db.selectFrom('contacts').select('id').executeTakeFirstOrThrow()).id
  const login = await server.request('/api/admin/login', {
    method: 'POST',
    json: adminCredentials,
  })
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
})

describe('text sent through a public form shows as text in the admin', () => {
  it.each([
    ['the contacts list', () => '/admin/contacts'],
    ['the lead detail', () => `/admin/leads/contact/${contactId}`],
  ])('%s prints the markup literally, never as an element', async (_page, path) => {
    const response = await fetch(`${server.url}${path()}`, { headers: { cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(escaped)
    expect(html).not.toMatch(/<img src=x|<img[^>]*onerror/i)
    expect(html).toContain(`Subject ${escaped}`)
  })
})
