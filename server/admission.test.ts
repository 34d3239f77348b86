import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission.ts'

/** The parts of a response the admission uses: end, close, and whether it is over. */
class FakeResponse extends EventEmitter {
  destroyed = false
  writableEnded = false
  status?: number
  headers?: Record<string, string>
  body?: string
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status
    this.headers = headers
    return this
  }
  end(body?: string | Buffer) {
    this.body = body === undefined ? undefined : String(body)
    this.writableEnded = true
    return this
  }
  leave() {
    this.destroyed = true
    this.emit('close')
  }
}

function requests(count: number) {
  return Array.from({ length: count }, () => new FakeResponse())
}

describe('admission of requests to the site’s work', () => {
  it('starts a request at once when nothing waits', () => {
    const admit = createAdmission({ inFlight: 2, maxWaiting: 10, turnBudgetMs: 50 })
    const started: number[] = []
    admit(new FakeResponse() as unknown as ServerResponse, () => started.push(1))
    expect(started).toEqual([1])
  })

  it('works on no more than `inFlight` at once, and starts the next in line when one answers', async () => {
    const admit = createAdmission({ inFlight: 2, maxWaiting: 10, turnBudgetMs: 1000 })
    const responses = requests(4)
    const started: number[] = []
    responses.forEach((res, index) => {
      admit(res as unknown as ServerResponse, () => started.push(index))
    })
    expect(started).toEqual([0, 1])
    responses[1]!.end('done')
    expect(started).toEqual([0, 1, 2])
    responses[0]!.emit('close')
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('keeps the rest waiting for the next turn once a turn’s budget is spent', async () => {
    const admit = createAdmission({ inFlight: 10, maxWaiting: 10, turnBudgetMs: 5 })
    const started: number[] = []
    const busy = (ms: number) => {
      const until = performance.now() + ms
      while (performance.now() < until) {}
    }
    const responses = requests(3)
    responses.forEach((res, index) => {
      admit(res as unknown as ServerResponse, () => {
        started.push(index)
        busy(10)
        res.end()
      })
    })
    // Each takes longer than the budget: one per turn, with the loop's timers and I/O between.
    expect(started).toEqual([0])
    await nextTurn()
    expect(started).toEqual([0, 1])
    await nextTurn()
    expect(started).toEqual([0, 1, 2])
  })

  it('turns requests away with 503 and Retry-After once too many wait', () => {
    const admit = createAdmission({ inFlight: 1, maxWaiting: 1, turnBudgetMs: 1000 })
    const [working, waiting, refused] = requests(3)
    for (const res of [working, waiting, refused]) admit(res as unknown as ServerResponse, () => undefined)
    expect(waiting!.writableEnded).toBe(false)
    expect(refused!.status).toBe(503)
    expect(refused!.headers?.['Retry-After']).toBe('5')
    expect(refused!.body).toMatch(/very busy/)
  })

  it('skips a request whose visitor left while it waited', () => {
    const admit = createAdmission({ inFlight: 1, maxWaiting: 10, turnBudgetMs: 1000 })
    const [first, gone, next] = requests(3)
    const started: string[] = []
    admit(first as unknown as ServerResponse, () => started.push('first'))
    admit(gone as unknown as ServerResponse, () => started.push('gone'))
    admit(next as unknown as ServerResponse, () => started.push('next'))
    gone!.leave()
    first!.end()
    expect(started).toEqual(['first', 'next'])
  })
})
