import { useEffect, useRef } from 'react'

type Point = { day: string; visitors: number; pageViews: number }

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

/**
 * Visitors and page views per day, with the previous period's visitors dashed behind them. Chart.js is
 * imported when the chart mounts, so it lives in a chunk of its own that only the admin loads.
 */
export function VisitorsChart({ series, previous }: { series: Point[]; previous: Point[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const visitors = series.reduce((total, point) => total + point.visitors, 0)
  const views = series.reduce((total, point) => total + point.pageViews, 0)
  const empty = views === 0 && previous.every((point) => point.pageViews === 0)
  useEffect(() => {
    if (empty) return
    let destroyed = false
    let chart: { destroy: () => void } | undefined
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (destroyed || !canvas.current) return
      const primary = cssColor('--color-primary', '#2563eb')
      const muted = cssColor('--color-muted-foreground', '#6b7280')
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels: series.map((point) => point.day),
          datasets: [
            {
              label: 'Visitors',
              data: series.map((point) => point.visitors),
              borderColor: primary,
              backgroundColor: primary,
              tension: 0.25,
            },
            {
              label: 'Page views',
              data: series.map((point) => point.pageViews),
              borderColor: muted,
              backgroundColor: muted,
              tension: 0.25,
            },
            {
              label: 'Visitors, previous period',
              data: previous.map((point) => point.visitors),
              borderColor: primary,
              backgroundColor: primary,
              borderDash: [4, 4],
              pointRadius: 0,
              tension: 0.25,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { color: muted, maxTicksLimit: 8 }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: muted, precision: 0 } },
          },
          plugins: { legend: { labels: { color: muted, boxWidth: 12 } } },
        },
      })
    })
    return () => {
      destroyed = true
      chart?.destroy()
    }
  }, [series, previous, empty])

  if (empty) {
    return (
      <div className="flex h-64 w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border px-6 text-center">
        <p className="font-medium text-foreground">No visits in this period</p>
        <p className="max-w-md text-sm text-muted-foreground">
          The chart fills in as visitors read the site. Your own visits while signed in, bots, and browsers
          that ask not to be tracked are not counted. Try a longer date range or clear the filters.
        </p>
      </div>
    )
  }
  return (
    <div className="relative h-64 w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Visitors and page views per day from ${series[0]?.day ?? ''} to ${series.at(-1)?.day ?? ''}: ${visitors} visitors, ${views} page views in all`}
      />
    </div>
  )
}
