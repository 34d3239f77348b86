import type { Server } from 'node:http'
import type { Logger } from './logger.ts'

/** Past this, requests still in progress are given up and the process exits 1. */
const shutdownGraceMs = 10_000

/**
 * On SIGTERM or SIGINT: stop accepting connections at once, let the requests in progress finish, then
 * close the rest (`close`: the outbox after the email it is sending, the database) and exit 0.
 */
export function shutDownOnSignals(server: Server, close: () => Promise<void>, logger: Logger) {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: no new connections; finishing the requests in progress')
    server.close(() => {
      close().then(
        () => {
          logger.info('stopped')
          process.exit(0)
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
    // A keep-alive connection would otherwise stay open after its last answer and hold the close up.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(() => {
      logger.error('requests still in progress after 10 s; exiting anyway')
      process.exit(1)
    }, shutdownGraceMs).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
