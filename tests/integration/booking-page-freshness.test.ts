import { beforeAll, expect, it } from 'vitest'
import { useTestServer } from '../support/test-server.ts'

/*
 * The booking page is kept in memory like every public page, and dropped by every booking or rule
 * change. Time passing changes it too: its first free time leaves the list once it is too near to
 * book. The owner is in New York, open weekdays 9–17 with no notice; the clock starts 1.5 s before the
 * first time of the day, 9:00 (15:00 in Paris).
 */
let clock = new Date('2026-03-02T13:59:58.500Z')

const server = useTestServer({}, { signIn: true, pages: true, now: () => clock })

const day = [{ start: '09:00', end: '17:00' }]
beforeAll(async () => {
  const saved = await server.request('/api/admin/booking/availability', {
    method: 'PUT',
    json: {
      timeZone: 'America/New_York',
      weeklyHours: {
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: [],
        sunday: [],
      },
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 0,
      horizonDays: 14,
      maxPerDay: null,
      slotIntervalMinutes: 30,
      datesOff: [],
    },
    token: server.token,
  })
  expect(saved.status).toBe(200)
})

const firstTime = async () => {
  const html = await (await fetch(`${server.url}/book/free-consult?tz=Europe/Paris`)).text()
  return /<time datetime="([^"]+)"/i.exec(html)?.[1]
}

it('shows a free time no longer once it has begun, though the page is kept in memory', async () => {
  expect(await firstTime()).toBe('2026-03-02T15:00:00+01:00')
  expect(await firstTime()).toBe('2026-03-02T15:00:00+01:00')

  clock = new Date('2026-03-02T14:00:01.500Z')
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(await firstTime()).toBe('2026-03-02T15:30:00+01:00')
})
