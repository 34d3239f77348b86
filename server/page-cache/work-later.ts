/**
 * Work that can wait, such as compressing a popular answer again at the best level: one task per turn
 * of the event loop. Scheduled with setImmediate each, a burst of them (every page of a list asked for a
 * second time at once) would all run in one turn and hold every request and health check behind them.
 * Past `maxWaiting` tasks, new ones are dropped: the answers stay correct, only larger. Each waiting
 * task holds its answer in memory, evicted or not, so the queue is kept short.
 */
export function createLaterWork(maxWaiting = 32) {
  const tasks: (() => void)[] = []
  let scheduled = false
  function runOne() {
    tasks.shift()?.()
    if (tasks.length > 0) setImmediate(runOne)
    else scheduled = false
  }
  return function later(task: () => void) {
    if (tasks.length >= maxWaiting) return
    tasks.push(task)
    if (!scheduled) {
      scheduled = true
      setImmediate(runOne)
    }
  }
}

/** The queue both caches share, so their recompressions together take at most one turn's slot. */
export const workLater = createLaterWork()
