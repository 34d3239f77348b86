import { EventEmitter } from 'node:events'

export type ContentKind = 'blogPost' | 'project' | 'testimonial' | 'settings'
export type ContentChange = { kind: ContentKind; slugs: string[] }

/** Tells caches and the search index that published content changed. */
export class ContentEvents {
  readonly #emitter = new EventEmitter()

  /** A write made by this process: every listener hears it, and so do the other instances (the relay). */
  changed(change: ContentChange): void {
    this.#emitter.emit('change', change)
    this.#emitter.emit('local', change)
  }

  /** A write another instance made (relayed through the database): heard here, not relayed again. */
  changedElsewhere(change: ContentChange): void {
    this.#emitter.emit('change', change)
  }

  onChange(listener: (change: ContentChange) => void): () => void {
    this.#emitter.on('change', listener)
    return () => this.#emitter.off('change', listener)
  }

  /** Only the writes made by this process. */
  onLocalChange(listener: (change: ContentChange) => void): () => void {
    this.#emitter.on('local', listener)
    return () => this.#emitter.off('local', listener)
  }
}
