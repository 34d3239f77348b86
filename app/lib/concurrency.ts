/**
 * Runs the tasks it is given at most `limit` at a time, the rest waiting in the order they came. A
 * finishing task hands its slot straight to the next waiter, which starts on the event loop's next
 * turn, not in the same run of promise callbacks: a long queue of work never keeps timers and new
 * requests (a health check) from being served between, and a task arriving meanwhile cannot slip in.
 */
export function concurrencyLimit(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) setImmediate(next)
      else running -= 1
    }
  }
}
