import type { ServerResponse } from 'node:http'
import { writeRefusal } from './request-guard.ts'

export type AdmissionOptions = {
  /** How many requests are worked on at once; the rest wait their turn in the order they came. */
  inFlight: number
  /** How many may wait; past that a request is turned away with 503 and Retry-After. */
  maxWaiting: number
  /** How long the requests started in one turn of the event loop may keep it, in ms. */
  turnBudgetMs: number
}

export const defaultAdmission: AdmissionOptions = { inFlight: 4, maxWaiting: 2000, turnBudgetMs: 25 }

/**
 * Lets the requests that need the site's work (rendering, database reads, compression) in a few at a
 * time, and only for a few milliseconds of each turn of the event loop.
 *
 * A page render with SQLite finishes within the promise callbacks of the socket read that asked for it,
 * so under a flood every socket ready in one turn rendered its page before the turn ended: 50
 * connections made turns of half a second, and a health check or a cached page waited that long. With
 * a budget per turn, the rest wait in line at no cost, and what memory holds (cached pages, /healthz)
 * is answered between them. A request keeps its place in the work until its answer is complete
 * (`res.end`) or its visitor leaves, not while a slow client reads it.
 */
export function createAdmission(options: AdmissionOptions = defaultAdmission) {
  let running = 0
  /** When the first request of this turn started, or undefined when none has yet. */
  let turnStartedAt: number | undefined
  const waiting: (() => void)[] = []

  function canStart() {
    return (
      running < options.inFlight &&
      (turnStartedAt === undefined || performance.now() - turnStartedAt < options.turnBudgetMs)
    )
  }
  function takeTurn(start: () => void) {
    running += 1
    if (turnStartedAt === undefined) {
      turnStartedAt = performance.now()
      setImmediate(nextTurn)
    }
    start()
  }
  function nextTurn() {
    turnStartedAt = undefined
    const next = canStart() ? waiting.shift() : undefined
    if (next) takeTurn(next)
  }
  function leave() {
    running -= 1
    const next = canStart() ? waiting.shift() : undefined
    if (next) takeTurn(next)
  }

  return function admit(res: ServerResponse, work: () => void) {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      leave()
    }
    const start = () => {
      // A visitor who gave up while waiting costs nothing more.
      if (res.destroyed || res.writableEnded) return finish()
      const end = res.end
      res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
        finish()
        return end.apply(this, args)
      } as ServerResponse['end']
      res.once('close', finish)
      work()
    }
    if (canStart() && waiting.length === 0) return takeTurn(start)
    if (waiting.length >= options.maxWaiting) {
      return writeRefusal(res, {
        status: 503,
        message: 'The site is very busy: please try again in a few seconds.',
        headers: { 'Retry-After': '5' },
      })
    }
    waiting.push(start)
  }
}
