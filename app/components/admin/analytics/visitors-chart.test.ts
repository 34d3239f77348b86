import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VisitorsChart } from './visitors-chart.tsx'

const day = (date: string, visitors: number, pageViews: number) => ({ day: date, visitors, pageViews })

describe('the visitors chart', () => {
  it('says there were no visits instead of drawing an empty frame', () => {
    const html = renderToString(
      createElement(VisitorsChart, {
        series: [day('2026-11-01', 0, 0), day('2026-11-02', 0, 0)],
        previous: [day('2026-10-30', 0, 0), day('2026-10-31', 0, 0)],
      }),
    )
    expect(html).toContain('No visits in this period')
    expect(html).not.toContain('<canvas')
  })

  it('draws the chart, with its figures for screen readers, when there were visits', () => {
    const html = renderToString(
      createElement(VisitorsChart, {
        series: [day('2026-11-01', 3, 5), day('2026-11-02', 0, 0)],
        previous: [],
      }),
    )
    expect(html).toContain('<canvas')
    expect(html).toContain('3 visitors, 5 page views in all')
    expect(html).not.toContain('No visits in this period')
  })
})
