import { describe, expect, it } from 'vitest'
import { badInputSuite } from '../support/bad-input.ts'
import { asSubmitted } from '../support/forms.ts'
import { useTestServer } from '../support/test-server.ts'

badInputSuite('public')

describe('text that cannot be stored', () => {
  const server = useTestServer()

  it('refuses an unpaired surrogate with 400 naming the field (it once made the QR encoder fail with 500)', async () => {
    const response = await server.request<{ message: string }>('/api/generate-qr-code', {
      method: 'POST',
      body: '{"url":"x\\udfffy","contact":{"name":"Owner"}}',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('url: Text must not contain NUL characters or unpaired surrogates')
  })

  it('refuses NUL in a form field and in a query with 400 and stores nothing', async () => {
    const contact = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: 'Pat\u0000',
        email: 'pat@example.com',
        subject: 'Hi',
        message: 'Hello',
      }),
    })
    expect(contact.status).toBe(400)
    expect(await server.db.selectFrom('contacts').selectAll().execute()).toEqual([])
    expect((await server.request('/api/search?q=a%00b')).status).toBe(400)
  })
})
