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

/** Runs a render, collecting into `reads` the content its loaders asked the services for. */
export function recordContentReads<T>(reads: ContentReads, render: () => T): T {
  return currentReads.run(reads, render)
}

function trackedService<T extends object>(service: T, tags: TagReads): T {
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
          return (value as (...a: unknown[]) => unknown).apply(target, args)
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
        wrapped = trackedService(value, readTags[property] ?? anything)
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
