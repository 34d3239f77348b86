import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * Copies the write-ahead log into the SQLite database file from a thread of its own. SQLite's automatic
 * checkpoint runs inside the write that crosses the log's size limit, on the thread that made it, and
 * with `synchronous = FULL` it waits for the disk to flush the whole database file: with tens of
 * thousands of rows that held the event loop, and every visitor with it, for up to 650 ms. A passive
 * checkpoint never blocks a reader or a writer; the one when the last connection closes stays SQLite's.
 */
const checkpointer = `
  const { parentPort, workerData } = require('node:worker_threads')
  const SQLite = require(workerData.driver)
  const file = new SQLite(workerData.file)
  file.pragma('busy_timeout = 1000')
  const timer = setInterval(() => {
    try {
      file.pragma('wal_checkpoint(PASSIVE)')
    } catch {
      // A full disk or a busy moment: the log keeps the writes, and the next turn tries again.
    }
  }, workerData.everyMs)
  parentPort.once('message', () => {
    clearInterval(timer)
    file.close()
    parentPort.close()
  })
`

export type WalCheckpoints = { stop: () => Promise<void> }

/**
 * `fallBack` is called if the thread ever stops on its own (it could not open the file, or failed):
 * the connection then checkpoints as SQLite does by default, so the log never grows without bound.
 */
export function startWalCheckpoints(file: string, fallBack: () => void, everyMs = 1000): WalCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(checkpointer, {
    eval: true,
    workerData: { driver, file, everyMs },
    // It holds one connection and a timer: a small heap is plenty.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
  })
  worker.unref()
  let stopping = false
  // A failing thread never stops the site: the writes take the checkpoints back.
  worker.on('error', () => undefined)
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      if (!stopping) fallBack()
      resolve()
    }),
  )
  return {
    async stop() {
      stopping = true
      // Held until it has closed its connection: a process with nothing else left to do waits for it.
      worker.ref()
      worker.postMessage('stop')
      let timer: NodeJS.Timeout | undefined
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 2000)))])
      clearTimeout(timer)
      await worker.terminate()
    },
  }
}
