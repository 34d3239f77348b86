import { describe, expect, it } from 'vitest'
import { buildVCard } from './vcard.ts'

describe('buildVCard', () => {
  it('writes a vCard 3.0 with every contact field', () => {
    const card = buildVCard({
      url: 'https://example.com',
      contact: {
        name: 'Jordan Avery',
        title: 'Consultant',
        email: 'hello@example.com',
        phone: '+1 (301) 555-0142',
        website: 'https://example.com/about',
        location: 'Rockville, MD',
      },
    })
    expect(card.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Avery;Jordan;;;',
      'FN:Jordan Avery',
      'TITLE:Consultant',
      'EMAIL;TYPE=INTERNET:hello@example.com',
      'TEL;TYPE=WORK,VOICE:+1 (301) 555-0142',
      'URL:https://example.com/about',
      'ADR;TYPE=WORK:;;;Rockville\\, MD;;;',
      'END:VCARD',
    ])
  })

  it('falls back to the shared url and leaves out missing fields', () => {
    const card = buildVCard({
      url: 'https://example.com',
      contact: { name: 'Ana', title: null, email: null, phone: null, website: null, location: null },
    })
    expect(card).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ana;;;\r\nFN:Ana\r\nURL:https://example.com\r\nEND:VCARD',
    )
  })

  it('escapes the characters vCard gives a meaning to', () => {
    const card = buildVCard({
      url: null,
      contact: { name: 'A;B', title: 'x,y\\z\nw', email: null, phone: null, website: null, location: null },
    })
    expect(card).toContain('FN:A\\;B')
    expect(card).toContain('TITLE:x\\,y\\\\z\\nw')
  })
})
