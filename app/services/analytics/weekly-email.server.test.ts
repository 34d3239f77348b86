import { describe, expect, it } from 'vitest'
import { reportWeek } from './weekly-email.server.ts'

describe('reportWeek', () => {
  it('reports the Monday-to-Sunday before the current week, due on Monday at 8:00 UTC by default', () => {
    expect(reportWeek(new Date('2026-03-09T08:00:00Z'), 'UTC')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      dueAt: new Date('2026-03-09T08:00:00Z'),
    })
    // Sunday night still belongs to the week whose email went out the Monday before.
    expect(reportWeek(new Date('2026-03-08T23:59:00Z'), 'UTC')).toMatchObject({
      from: '2026-02-23',
      to: '2026-03-01',
    })
  })

  it('is due at 8:00 in the owner’s zone, summer time included', () => {
    // New York moved to daylight time on 8 March 2026: 8:00 EDT is 12:00 UTC.
    expect(reportWeek(new Date('2026-03-09T11:59:00Z'), 'America/New_York')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      dueAt: new Date('2026-03-09T12:00:00Z'),
    })
    expect(reportWeek(new Date('2026-03-02T11:00:00Z'), 'America/New_York').dueAt).toEqual(
      new Date('2026-03-02T13:00:00Z'),
    )
  })

  it('waits, ahead of UTC, until the week’s last UTC day is over and its rollups are closed', () => {
    // Monday 8:00 in Tokyo is Sunday 23:00 UTC, while the Sunday is still being counted.
    expect(reportWeek(new Date('2026-03-09T00:30:00Z'), 'Asia/Tokyo')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      dueAt: new Date('2026-03-09T00:10:00Z'),
    })
    expect(reportWeek(new Date('2026-03-08T23:30:00Z'), 'Pacific/Kiritimati').dueAt).toEqual(
      new Date('2026-03-09T00:10:00Z'),
    )
  })
})
