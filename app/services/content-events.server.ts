import { EventEmitter } from 'node:events'

export type ContentKind = 'blogPost' | 'project' | 'testimonial' | 'settings'
export type ContentChange = { kind: ContentKind; slugs: string[] }

/** Tells caches and the search index that published content changed. */
export class ContentEvents {
  readonly #emitter = new EventEmitter()

  changed(change: ContentChange): void {
    this.#emitter.emit('change', change)
  }

  onChange(listener: (change: ContentChange) => void): () => void {
    this.#emitter.on('change', listener)
    return () => this.#emitter.off('change', listener)
  }
}
