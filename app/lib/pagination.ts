/** A page of a list, and where it sits among the others. */
export type Page<T> = {
  items: T[]
  /** 1-based. */
  page: number
  perPage: number
  total: number
  pageCount: number
}

export const pageParameter = 'page'

/** Page numbers above this are never valid, whatever the list: a bound for the query string. */
const maxPageNumber = 1_000_000

/**
 * The page a `?page=` value asks for: a whole number written plainly (`2`, not `02` or `2.0`); anything
 * else, and 1, is the first page. Read the same way by the pages, the JSON API and the page cache, so a
 * spelling that shows the same page is the same page everywhere.
 */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,6}$/.test(value)) return 1
  return Math.min(Number(value), maxPageNumber)
}

/** `?page=` as a canonical URL writes it: absent for the first page. */
export function canonicalPageParam(value: string | null | undefined): string | undefined {
  const page = pageFromParam(value)
  return page === 1 ? undefined : String(page)
}

/** The number of pages a list of `total` items fills (an empty list still has its first page). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function pageOf<T>(items: T[], page: number, perPage: number, total: number): Page<T> {
  return { items, page, perPage, total, pageCount: pageCountOf(total, perPage) }
}

/** The rows to skip for `page`. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage
}

/**
 * The URL of page `page` of a list at `pathname` with its other parameters (a filter): the first page
 * carries no `page` parameter, so each page has one URL.
 */
export function pageHref(pathname: string, params: Record<string, string | undefined>, page: number): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value)
  if (page > 1) search.set(pageParameter, String(page))
  const query = search.toString()
  return query ? `${pathname}?${query}` : pathname
}
