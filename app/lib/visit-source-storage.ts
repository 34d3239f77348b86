// Kept apart from the form parsing (visit-source.ts) so every page's entry script stays free of zod.
import type { LeadSource } from '~/schemas/leads.ts'

const storageKey = 'visit-source'
const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

type StoredVisit = { referrer?: string; utm?: Partial<Record<(typeof utmKeys)[number], string>> }

/**
 * Remembers, for this browser tab's visit only (sessionStorage, no cookie), the page that referred the
 * visitor and the campaign parameters of the landing URL, so a lead can say where it came from.
 */
export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return
    const visit: StoredVisit = {}
    if (document.referrer) {
      const referrer = new URL(document.referrer)
      if (referrer.origin !== window.location.origin)
        visit.referrer = `${referrer.origin}${referrer.pathname}`
    }
    const params = new URLSearchParams(window.location.search)
    const utm = Object.fromEntries(
      utmKeys.flatMap((key) => {
        const value = params.get(key)?.trim().slice(0, 200)
        return value ? [[key, value]] : []
      }),
    )
    if (Object.keys(utm).length > 0) visit.utm = utm
    sessionStorage.setItem(storageKey, JSON.stringify(visit))
  } catch {
    // Storage can be unavailable (private modes, blocked storage); the lead is sent without a source.
  }
}

export function currentLeadSource(): LeadSource {
  let visit: StoredVisit = {}
  try {
    visit = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as StoredVisit
  } catch {
    visit = {}
  }
  return { page: window.location.pathname, referrer: visit.referrer, utm: visit.utm }
}
