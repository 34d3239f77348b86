import { EventEmitter } from 'node:events'

/** `settings`, or the cache tag a content type declares (`blogPost`, `project`, …). */
export type ContentKind = string
export type ContentChange = { kind: ContentKind; slugs: string[] }

/** Tells caches and the search index that published content changed. */
export class ContentEvents {
  readonly #emitter = new EventEmitter()
  readonly #relays = new Set<(change: ContentChange) => void | Promise<void>>()

  /**
   * A write made by this process: every listener here hears it at once. Settles once the other
   * instances have been told (the relay's NOTIFY), so a write's answer leaves after that, and the others
   * drop their stale pages within the notification's delivery time. A relay failure never fails the write.
   */
  async changed(change: ContentChange): Promise<void> {
    this.#emitter.emit('change', change)
    await Promise.allSettled([...this.#relays].map(async (relay) => relay(change)))
  }

  /** A write another instance made (relayed through the database): heard here, not relayed again. */
  changedElsewhere(change: ContentChange): void {
    this.#emitter.emit('change', change)
  }

  onChange(listener: (change: ContentChange) => void): () => void {
    this.#emitter.on('change', listener)
    return () => this.#emitter.off('change', listener)
  }

  /** Only the writes made by this process; the write waits for what the listener returns. */
  onLocalChange(listener: (change: ContentChange) => void | Promise<void>): () => void {
    this.#relays.add(listener)
    return () => {
      this.#relays.delete(listener)
    }
  }
}
