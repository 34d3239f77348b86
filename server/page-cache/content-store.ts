import type { ContentEvents } from '~/services/content-events.server.ts'
import { type ContentReads, isAffectedBy } from './content-reads.ts'

export type StoredAnswer = {
  key: string
  /** The content the answer showed: a write to any of it drops the answer. */
  reads: ContentReads
  expiresAt: number
  bytes: number
}

/** What a cache built on the store is given; the defaults are each cache's own. */
export type ContentCacheOptions = {
  events: ContentEvents
  maxEntries?: number
  maxBytes?: number
  /** A safety net for what no content event announces. */
  ttlMs?: number
  now?: () => number
}

export type ContentStoreOptions<T> = {
  events: ContentEvents
  maxEntries: number
  maxBytes: number
  now: () => number
  onAdd?: (entry: T) => void
  onRemove?: (entry: T) => void
}

/**
 * Answers kept in memory until a content write affects what they showed, least recently used first out
 * when over `maxEntries` or `maxBytes`, and never past their `expiresAt`.
 */
export function createContentStore<T extends StoredAnswer>(options: ContentStoreOptions<T>) {
  const entries = new Map<string, T>()
  let totalBytes = 0
  // Bumped by every write: an answer computed before one may be stale and is not kept.
  let generation = 0

  function remove(entry: T) {
    if (entries.get(entry.key) !== entry) return
    entries.delete(entry.key)
    totalBytes -= entry.bytes
    options.onRemove?.(entry)
  }

  const stopListening = options.events.onChange((change) => {
    generation += 1
    for (const entry of [...entries.values()]) {
      if (isAffectedBy(entry.reads, change)) remove(entry)
    }
  })

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= options.now()) {
        remove(entry)
        return undefined
      }
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /** Keeps `entry` unless a write happened since `computedAt` (a `generation()` taken before). */
    add(entry: T, computedAt: number): boolean {
      if (computedAt !== generation) return false
      const existing = entries.get(entry.key)
      if (existing) remove(existing)
      entries.set(entry.key, entry)
      totalBytes += entry.bytes
      options.onAdd?.(entry)
      for (const oldest of entries.values()) {
        if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break
        remove(oldest)
      }
      return entries.get(entry.key) === entry
    },
    generation: () => generation,
    clear() {
      for (const entry of [...entries.values()]) remove(entry)
    },
    size: () => entries.size,
    close: stopListening,
  }
}
