import { describe, expect, it } from 'vitest'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer()

type ValidationBody = { message: string; issues: { path: string; message: string }[] }

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const card = {
  url: 'https://consultant.example.com',
  contact: {
    name: 'Jordan Avery',
    title: 'AI Strategy Consultant',
    email: 'jordan@consultant.example.com',
    phone: '+1 202 555 0100',
    website: 'https://consultant.example.com',
    location: 'Washington, DC',
  },
}

describe('POST /api/generate-qr-code', () => {
  it('answers 200 with a PNG image', async () => {
    const response = await server.request<Buffer>('/api/generate-qr-code', { method: 'POST', json: card })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect([...response.body.subarray(0, 8)]).toEqual(pngSignature)
    expect(response.body.length).toBeGreaterThan(500)
  })

  it('needs only a name', async () => {
    const response = await server.request<Buffer>('/api/generate-qr-code', {
      method: 'POST',
      json: { contact: { name: 'Jordan' } },
    })

    expect(response.status).toBe(200)
    expect([...response.body.subarray(0, 8)]).toEqual(pngSignature)
  })

  it('accepts null for the optional fields', async () => {
    const response = await server.request('/api/generate-qr-code', {
      method: 'POST',
      json: { url: null, contact: { name: 'Jordan Avery', title: null, email: null, location: null } },
    })

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  it.each([
    [
      'the contact name is missing',
      { ...card, contact: { ...card.contact, name: undefined } },
      'contact.name',
    ],
    ['the contact name is blank', { ...card, contact: { ...card.contact, name: '   ' } }, 'contact.name'],
    ['the contact is missing', { url: card.url }, 'contact'],
    [
      'a field is longer than allowed',
      { ...card, contact: { ...card.contact, location: 'x'.repeat(201) } },
      'contact.location',
    ],
    ['the contact has an unknown field', { ...card, contact: { ...card.contact, fax: '555' } }, 'contact'],
  ])('answers 400 JSON when %s', async (_case, json, path) => {
    const response = await server.request<ValidationBody>('/api/generate-qr-code', { method: 'POST', json })

    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it('answers 400 when the vCard would not fit in a QR code (over 2953 bytes)', async () => {
    // Every field within its length limit, but three UTF-8 bytes per character.
    const wide = (length: number) => '漢'.repeat(length)
    const json = {
      url: null,
      contact: {
        name: wide(120),
        title: wide(120),
        email: wide(254),
        phone: wide(40),
        website: wide(500),
        location: wide(200),
      },
    }

    const response = await server.request<{ message: string }>('/api/generate-qr-code', {
      method: 'POST',
      json,
    })

    expect(response.status).toBe(400)
    expect(response.body.message).toBe('The contact details are too long for a QR code (over 2953 bytes)')
  })

  it('still renders a long card that fits', async () => {
    const json = {
      url: null,
      contact: {
        name: 'N'.repeat(120),
        title: 'T'.repeat(120),
        email: 'e'.repeat(240),
        phone: '1'.repeat(40),
        website: `https://example.com/${'w'.repeat(480)}`,
        location: 'L'.repeat(200),
      },
    }

    const response = await server.request<Buffer>('/api/generate-qr-code', { method: 'POST', json })

    expect(response.status).toBe(200)
    expect([...response.body.subarray(0, 8)]).toEqual(pngSignature)
  })
})
