import { describe, expect, it } from 'vitest'
import { ContentEvents } from '~/services/content-events.server.ts'
import { createContentStore, type StoredAnswer } from './content-store.ts'

function storeAt(clock: { now: number }) {
  const events = new ContentEvents()
  const store = createContentStore<StoredAnswer & { body: string }>({
    events,
    maxEntries: 10,
    maxBytes: 1_000_000,
    now: () => clock.now,
  })
  const keep = (body: string) =>
    store.add(
      { key: '/blog', reads: new Set(['blogPost:*']), expiresAt: clock.now + 600_000, bytes: 10, body },
      store.generation(),
    )
  return { events, store, keep }
}

describe('answers after a write', () => {
  it('let one request make the page again and answer the others with the copy from before', async () => {
    const clock = { now: 1_000 }
    const { events, store, keep } = storeAt(clock)
    keep('before')
    expect(store.answerNow('/blog', false)?.body).toBe('before')

    await events.changed({ kind: 'blogPost', slugs: ['new-post'] })
    expect(store.get('/blog')).toBeUndefined()
    // The first request after the write goes to render; everyone after it gets the stale copy.
    expect(store.answerNow('/blog', false)).toBeUndefined()
    expect(store.answerNow('/blog', false)?.body).toBe('before')
    expect(store.answerNow('/blog', false)?.body).toBe('before')

    keep('after')
    expect(store.answerNow('/blog', false)?.body).toBe('after')
  })

  it('send the next request to make it when the first one never did', async () => {
    const clock = { now: 1_000 }
    const { events, store, keep } = storeAt(clock)
    keep('before')
    await events.changed({ kind: 'blogPost', slugs: [] })
    expect(store.answerNow('/blog', false)).toBeUndefined()
    clock.now += 11_000
    expect(store.answerNow('/blog', false)).toBeUndefined()
    expect(store.answerNow('/blog', false)?.body).toBe('before')
    // A render that ended without a page (its visitor left) hands the task on at once.
    store.refreshed('/blog')
    expect(store.answerNow('/blog', false)).toBeUndefined()
  })

  it('tell work that would improve an answer when the answer is gone or stale', async () => {
    const clock = { now: 1_000 }
    const { events, store, keep } = storeAt(clock)
    keep('first')
    const first = store.get('/blog')!
    expect(store.holds(first)).toBe(true)
    keep('second')
    expect(store.holds(first)).toBe(false)
    const second = store.get('/blog')!
    await events.changed({ kind: 'blogPost', slugs: [] })
    expect(store.holds(second)).toBe(false)
  })

  it('never stand in once the stale copy is past its time', async () => {
    const clock = { now: 1_000 }
    const { events, store, keep } = storeAt(clock)
    keep('before')
    await events.changed({ kind: 'blogPost', slugs: [] })
    clock.now += 61_000
    expect(store.answerNow('/blog', true)).toBeUndefined()
    expect(store.answerNow('/blog', false)).toBeUndefined()
  })
})
