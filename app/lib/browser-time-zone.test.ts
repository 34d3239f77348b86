import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserTimeZone } from './browser-time-zone.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('browserTimeZone', () => {
  it('asks Temporal where the browser has it, without building an Intl formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Kolkata' } })
    const formatter = vi.spyOn(Intl, 'DateTimeFormat')
    expect(browserTimeZone()).toBe('Asia/Kolkata')
    expect(formatter).not.toHaveBeenCalled()
  })

  it("falls back to Intl's resolved zone where Temporal is missing", () => {
    vi.stubGlobal('Temporal', undefined)
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('answers nothing when the browser cannot tell', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone')
        },
      },
    })
    expect(browserTimeZone()).toBeUndefined()
  })
})
