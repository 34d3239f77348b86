import { AsyncLocalStorage } from 'node:async_hooks'
import { contentTypes } from '~/content-types/index.ts'
import type { ContentChange } from '~/services/content-events.server.ts'
import type { Services } from '~/services/runtime.server.ts'

/**
 * What a page read while it was rendered, as tags: `blogPost:*` (a list of posts), `blogPost:<slug>`
 * (one post), `project:*`, `project:<slug>`, `testimonial:*`, and `*` (a service whose content the
 * cache cannot tell apart, so any change affects it). Every page reads the settings (the profile).
 */
export type ContentReads = Set<string>

const currentReads = new AsyncLocalStorage<ContentReads>()

type TagReads = (method: string, args: unknown[]) => string[]

/** A content type's service: a read of one item by slug is tagged with it, any other read with the list. */
const contentReadTags =
  (kind: string): TagReads =>
  (method, args) =>
    /BySlug$/.test(method) && typeof args[0] === 'string' ? [`${kind}:${args[0]}`] : [`${kind}:*`]

const readTags: Record<string, TagReads> = {
  ...Object.fromEntries(contentTypes.map((type) => [type.key, contentReadTags(type.cacheKind)])),
  search: () => ['blogPost:*', 'project:*'],
  // The booking pages show the free times: every booking, cancellation, rule or feed change drops them.
  bookings: () => ['booking:*', 'meetingType:*'],
  settings: () => [],
}

/**
 * Services that show no published content: their effect on a page is covered by the cache's lifetime
 * (GitHub figures), or their pages are never cached (payments with a token, the admin, the forms' actions).
 */
const contentFreeServices = new Set<string>([
  'github',
  'payments',
  'auth',
  'leads',
  'newsletter',
  'forms',
  'notifier',
  'outbox',
  'events',
])

const anything: TagReads = () => ['*']

/**
 * Reads whose answer also goes out of date as time passes, and how soon (ms from the read): the
 * booking page's free times lose their first one once it is too near to book. A render that made such
 * a read is kept no longer than that (`freshUntil`).
 */
const readLifetimes: Record<string, (answer: unknown) => number | undefined> = {
  bookings: (answer) => {
    const holdsForMs = (answer as { holdsForMs?: unknown } | null)?.holdsForMs
    return typeof holdsForMs === 'number' ? holdsForMs : undefined
  },
}

const freshUntilTag = 'freshUntil:'

/** When what a render read stops being true by the clock, or `latest` if that is sooner. */
export function freshUntil(reads: ContentReads, latest: number): number {
  let until = latest
  for (const tag of reads) {
    if (tag.startsWith(freshUntilTag)) until = Math.min(until, Number(tag.slice(freshUntilTag.length)))
  }
  return until
}

/** Runs a render, collecting into `reads` the content its loaders asked the services for. */
export function recordContentReads<T>(reads: ContentReads, render: () => T): T {
  return currentReads.run(reads, render)
}

function trackedService<T extends object>(
  service: T,
  tags: TagReads,
  lifetime: ((answer: unknown) => number | undefined) | undefined,
): T {
  const wrappers = new Map<PropertyKey, unknown>()
  return new Proxy(service, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function' || typeof property !== 'string') return value
      let wrapper = wrappers.get(property)
      if (!wrapper) {
        wrapper = (...args: unknown[]) => {
          const reads = currentReads.getStore()
          if (reads) for (const tag of tags(property, args)) reads.add(tag)
          const result = (value as (...a: unknown[]) => unknown).apply(target, args)
          if (!reads || !lifetime || !(result instanceof Promise)) return result
          return result.then((answer: unknown) => {
            const ms = lifetime(answer)
            if (ms !== undefined) reads.add(`${freshUntilTag}${Date.now() + ms}`)
            return answer
          })
        }
        wrappers.set(property, wrapper)
      }
      return wrapper
    },
  })
}

/** The services as page loaders see them: the same objects, noting what a cached render reads. */
export function trackContentReads(services: Services): Services {
  const tracked = new Map<PropertyKey, unknown>()
  return new Proxy(services, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof property !== 'string' || contentFreeServices.has(property)) return value
      if (typeof value !== 'object' || value === null) return value
      let wrapped = tracked.get(property)
      if (!wrapped) {
        wrapped = trackedService(value, readTags[property] ?? anything, readLifetimes[property])
        tracked.set(property, wrapped)
      }
      return wrapped
    },
  })
}

/** Whether a change makes a page that read `reads` out of date. */
export function isAffectedBy(reads: ContentReads, change: ContentChange): boolean {
  if (change.kind === 'settings' || reads.has('*') || reads.has(`${change.kind}:*`)) return true
  return change.slugs.some((slug) => reads.has(`${change.kind}:${slug}`))
}
