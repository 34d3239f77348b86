import type { Page } from '@playwright/test'

/** Cumulative layout shift since the page started loading, and the elements that moved. */
export async function layoutShift(page: Page): Promise<{ value: number; shifted: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; shifted: string[] }>((resolve) => {
        let value = 0
        const shifted: string[] = []
        type Shift = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Node | null }[]
        }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            value += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              if (node instanceof Element) shifted.push(`${node.tagName} ${node.className}`.slice(0, 120))
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ value, shifted }), 500)
      }),
  )
}
