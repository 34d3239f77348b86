import { describe, expect, it } from 'vitest'
import { shortZoneLabel, zoneLabel } from './zones.server.ts'

const winter = Date.UTC(2026, 11, 1, 12)
const summer = Date.UTC(2026, 6, 1, 12)

describe('zone labels', () => {
  it('name a zone in full in the language, with its city and its offset at that instant', () => {
    expect(zoneLabel('America/New_York', 'en', winter)).toBe('Eastern Time (New York), UTC−5')
    expect(zoneLabel('Europe/Paris', 'fr', summer)).toBe('heure d’Europe centrale (Paris), UTC+2')
    expect(zoneLabel('Asia/Kolkata', 'es', winter)).toMatch(/\(Kolkata\), UTC\+5:30$/)
  })

  it('keep French punctuation on its line: a no-break space before the colon of "heure : Royaume-Uni"', () => {
    expect(zoneLabel('Europe/London', 'fr', winter)).toBe('heure\u00a0: Royaume-Uni (London), UTC')
  })

  it('shorten to the city and offset, a line on any phone in any language', () => {
    expect(shortZoneLabel('America/New_York', winter)).toBe('New York, UTC−5')
    expect(shortZoneLabel('America/Argentina/Buenos_Aires', winter)).toBe('Buenos Aires, UTC−3')
    expect(shortZoneLabel('Asia/Kolkata', summer)).toBe('Kolkata, UTC+5:30')
    expect(shortZoneLabel('UTC', winter)).toBe('UTC')
    expect(shortZoneLabel('Etc/UTC', summer)).toBe('UTC')
  })
})
