import type { ContentEvents } from '~/services/content-events.server.ts'
import { type ContentReads, isAffectedBy } from './content-reads.ts'

export type StoredAnswer = {
  key: string
  /** The content the answer showed: a write to any of it makes the answer stale. */
  reads: ContentReads
  expiresAt: number
  bytes: number
  /** Set when a write changed what the answer showed: it may stand in while a fresh one is made. */
  staleSince?: number
}

/** What a cache built on the store is given; the defaults are each cache's own. */
export type ContentCacheOptions = {
  events: ContentEvents
  maxEntries?: number
  maxBytes?: number
  /** A safety net for what no content event announces. */
  ttlMs?: number
  /** How long after a write a stale answer may still stand in while a fresh one is being made. */
  staleMs?: number
  now?: () => number
}

export type ContentStoreOptions<T> = {
  events: ContentEvents
  maxEntries: number
  maxBytes: number
  staleMs?: number
  now: () => number
  onAdd?: (entry: T) => void
  onRemove?: (entry: T) => void
}

/** Stale answers stand in for at most a minute after the write that made them stale. */
export const defaultStaleMs = 60_000

/**
 * How long the request that went to make a stale answer again holds that task: past it (the request
 * was refused or its client left), the next request goes instead.
 */
const refreshHoldMs = 10_000

/**
 * Answers kept in memory, least recently used first out when over `maxEntries` or `maxBytes`, and never
 * past their `expiresAt`. A content write that affects what an answer showed marks it stale: it is
 * then only handed out (`get(key, { stale: true })`) while a fresh answer is being made, and only for
 * `staleMs` after the write.
 */
export function createContentStore<T extends StoredAnswer>(options: ContentStoreOptions<T>) {
  const entries = new Map<string, T>()
  let totalBytes = 0
  // Bumped by every write: an answer computed before one may be stale and is not kept.
  let generation = 0
  /** Stale answers some request has gone to make again, and since when. */
  const refreshing = new Map<string, number>()

  function remove(entry: T) {
    if (entries.get(entry.key) !== entry) return
    entries.delete(entry.key)
    refreshing.delete(entry.key)
    totalBytes -= entry.bytes
    options.onRemove?.(entry)
  }

  const staleMs = options.staleMs ?? defaultStaleMs
  const stopListening = options.events.onChange((change) => {
    generation += 1
    const now = options.now()
    for (const entry of entries.values()) {
      if (entry.staleSince === undefined && isAffectedBy(entry.reads, change)) entry.staleSince = now
    }
  })

  /** The fresh answer for `key`; with `stale`, a stale one too (while it may still stand in). */
  function get(key: string, { stale = false }: { stale?: boolean } = {}): T | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    const now = options.now()
    if (entry.expiresAt <= now || (entry.staleSince !== undefined && entry.staleSince + staleMs <= now)) {
      remove(entry)
      return undefined
    }
    if (entry.staleSince !== undefined && !stale) return undefined
    // Most recently used last, so eviction takes the oldest first.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  return {
    get,
    /**
     * What a request may be answered with at once: the fresh answer, or the stale one while it is
     * being made again (`making`, or by a request that came earlier). The first request to find only
     * a stale copy gets undefined and goes to make the fresh one; until it has, the others get the
     * stale copy instead of queueing behind it.
     */
    answerNow(key: string, making: boolean): T | undefined {
      const fresh = get(key)
      if (fresh) return fresh
      const stale = get(key, { stale: true })
      if (!stale || making) return stale
      const since = refreshing.get(key)
      const now = options.now()
      if (since !== undefined && now - since < refreshHoldMs) return stale
      refreshing.set(key, now)
      return undefined
    },
    /** The request that went to make `key` again is done, whether or not it made it. */
    refreshed(key: string) {
      refreshing.delete(key)
    },
    /**
     * Keeps `entry`. When a write happened since `computedAt` (a `generation()` taken before it was
     * made), it may already be out of date: it is kept as stale, to stand in for the next fresh one.
     */
    add(entry: T, computedAt: number): boolean {
      if (computedAt !== generation) entry.staleSince = options.now()
      const existing = entries.get(entry.key)
      if (existing) remove(existing)
      refreshing.delete(entry.key)
      entries.set(entry.key, entry)
      totalBytes += entry.bytes
      options.onAdd?.(entry)
      for (const oldest of entries.values()) {
        if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break
        remove(oldest)
      }
      return entries.get(entry.key) === entry
    },
    /** Whether `entry` is still kept and fresh: work to improve it is wasted otherwise. */
    holds(entry: T): boolean {
      return entries.get(entry.key) === entry && entry.staleSince === undefined
    },
    /** Records that `entry`, still kept, now takes `bytes` (its body was made smaller or larger). */
    resize(entry: T, bytes: number) {
      if (entries.get(entry.key) !== entry) return
      totalBytes += bytes - entry.bytes
      entry.bytes = bytes
    },
    generation: () => generation,
    clear() {
      for (const entry of [...entries.values()]) remove(entry)
      refreshing.clear()
    },
    size: () => entries.size,
    close: stopListening,
  }
}
