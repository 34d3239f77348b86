import { describe, expect, it } from 'vitest'
import { isTimeZone, timeZoneField } from '~/schemas/booking.ts'
import { currentZoneName } from './zone-names.ts'

describe('current zone names', () => {
  it('turn the older names browsers report into the current ones, and leave the rest', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh')
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(currentZoneName('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires')
    expect(currentZoneName('Etc/UTC')).toBe('UTC')
    expect(currentZoneName('Europe/Paris')).toBe('Europe/Paris')
    expect(currentZoneName('toString')).toBe('toString')
  })

  it('are what a booking and the availability store', () => {
    expect(timeZoneField().parse('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(timeZoneField().parse('America/New_York')).toBe('America/New_York')
  })

  it('name zones this runtime knows, at the same offset as the older name', () => {
    const at = new Date('2026-07-01T12:00:00Z')
    const offset = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).format(at)
    for (const old of [
      'Asia/Calcutta',
      'Asia/Katmandu',
      'Europe/Kiev',
      'America/Godthab',
      'Pacific/Enderbury',
    ]) {
      expect(isTimeZone(currentZoneName(old)), old).toBe(true)
      expect(offset(currentZoneName(old)), old).toBe(offset(old))
    }
  })
})

describe('time zone names', () => {
  it('are the ones the runtime knows, asked again or not', () => {
    for (let asked = 0; asked < 2; asked++) {
      expect(isTimeZone('America/New_York')).toBe(true)
      expect(isTimeZone('UTC')).toBe(true)
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
      expect(isTimeZone('America/New_York/../x')).toBe(false)
      expect(isTimeZone('')).toBe(false)
    }
  })
})
