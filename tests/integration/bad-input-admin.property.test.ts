import { describe, expect, it } from 'vitest'
import { badInputSuite } from '../support/bad-input.ts'
import { useTestServer } from '../support/test-server.ts'

badInputSuite('admin')

describe('lead keys', () => {
  const server = useTestServer({}, { signIn: true })

  it('answers 404 for a demo request id that is not a number and an id with NUL (PostgreSQL once answered 500)', async () => {
    for (const [method, path] of ['GET', 'PATCH', 'DELETE'].flatMap((verb) => [
      [verb, 'demo/not-a-number'],
      [verb, 'contact/a%00b'],
    ])) {
      const response = await server.request(`/api/admin/leads/${path}`, {
        method,
        token: server.token,
        ...(method === 'PATCH' ? { json: { status: 'won' } } : {}),
      })
      expect(response.status).toBe(404)
    }
  })
})
