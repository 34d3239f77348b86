import { unlocalizedPath } from '~/i18n/config.ts'
import { isTimeZone } from '~/schemas/booking.ts'
import { blogCategories, projectCategories } from '~/schemas/categories.ts'
import { slugPattern } from '~/schemas/fields.ts'
import { canonicalPageParam } from './pagination.ts'
import { sprintService } from './sprint.ts'
import { currentZoneName } from './zone-names.ts'

/** A parameter's value as its page reads it, or undefined when the page reads it as absent. */
type Canonical = (value: string) => string | undefined

const oneOf =
  (values: readonly string[]): Canonical =>
  (value) =>
    values.includes(value) ? value : undefined

/** Spec §8: the payment confirmation shows Professional for a tier it does not know. */
const fallbackSprintTier = 'professional'

/**
 * Every public page that reads its query string, with the parameters it reads and how it reads each
 * one. Loaders read them through the same functions, so two URLs whose canonical queries are equal
 * show the same page, and the page cache keeps one copy for them: a query string the page does not
 * read (`?x=1`, `?page=01`) can never make a new entry.
 */
const pageQueries: {
  path: RegExp
  params: Record<string, Canonical>
  /** Parameters that make this page personal (a signed link, a payment's return): never shared. */
  personal?: readonly string[]
}[] = [
  { path: /^\/blog$/, params: { category: oneOf(blogCategories), page: canonicalPageParam } },
  { path: /^\/projects$/, params: { category: oneOf(projectCategories), page: canonicalPageParam } },
  { path: /^\/blog\/[^/]+$/, params: { embed: (value) => (value === 'true' ? 'true' : undefined) } },
  {
    // The demo page shows the stored project: the title in the link only has to be there.
    path: /^\/demo-request(?:\/[^/]+)?$/,
    params: {
      project: (value) => (/^[1-9]\d{0,9}$/.test(value) ? value : undefined),
      title: (value) => (value.trim() ? '1' : undefined),
    },
  },
  {
    path: /^\/payment-success$/,
    personal: ['payment_intent', 'payment_intent_client_secret'],
    params: {
      service: (value) => (value === sprintService ? value : undefined),
      // The owner's plans change, so any slug may name one.
      tier: (value) => {
        const slug = value.trim().toLowerCase()
        return slug.length <= 100 && slugPattern.test(slug) ? slug : fallbackSprintTier
      },
    },
  },
  {
    path: /^\/newsletter\/(?:confirm|unsubscribe)$/,
    personal: ['id', 'token'],
    params: { status: (value) => (value === 'confirmed' || value === 'unsubscribed' ? value : 'other') },
  },
  { path: /^\/ai-strategy-sprint$/, personal: ['upgrade', 'token'], params: {} },
  {
    // The free times in a zone, from a day; the form step (`start`) is rendered for each visitor.
    path: /^\/book\/[^/]+$/,
    personal: ['start'],
    params: {
      tz: (value) => (value.length <= 64 && isTimeZone(value) ? currentZoneName(value) : undefined),
      from: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined),
    },
  },
  { path: /^\/bookings\/[^/]+$/, personal: ['token'], params: {} },
]

/**
 * The query string that decides what `pathname` shows: the parameters its page reads, in their
 * canonical form, sorted; '' when it reads none. Undefined when the page is personal to whoever holds
 * the link. A page reads the same parameters in every language (/es/blog?page=2).
 */
export function canonicalPageQuery(pathname: string, search: URLSearchParams): string | undefined {
  const bare = unlocalizedPath(pathname)
  const page = pageQueries.find((entry) => entry.path.test(bare))
  if (!page) return ''
  // Only on the page that reads them: elsewhere `?token=1` is noise, not a way around the cache.
  if (page.personal?.some((name) => search.has(name))) return undefined
  const reads = page.params
  const kept: [string, string][] = []
  for (const [name, canonical] of Object.entries(reads)) {
    const value = search.get(name)
    if (value === null) continue
    const read = canonical(value)
    if (read !== undefined) kept.push([name, read])
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(kept).toString()
}
