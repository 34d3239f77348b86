import type { Server, ServerResponse } from 'node:http'
import net from 'node:net'
import type { Logger } from './logger.ts'

/** Past this, requests still in progress are given up and the process exits 1. */
const shutdownGraceMs = 10_000
/** How long idle keep-alive connections stay open after the signal (see below). */
const keepAliveDrainMs = 1_000

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
    // Requests still arriving on open keep-alive connections are answered with `Connection: close`,
    // so a proxy stops reusing each connection itself.
    server.prependListener('request', (_req, res: ServerResponse) => {
      res.shouldKeepAlive = false
    })
    // Stops accepting. Unlike http.Server#close, this leaves idle keep-alive connections open for a
    // moment: a proxy may be writing a request on one right now, and a POST it wrote on a connection
    // that then closed fails (nginx does not replay it). Meanwhile the proxy finds new connections
    // refused and sends its requests to the other instances.
    net.Server.prototype.close.call(server, () => {
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
    setTimeout(() => {
      server.closeIdleConnections()
      setInterval(() => server.closeIdleConnections(), 100).unref()
    }, keepAliveDrainMs).unref()
    setTimeout(() => {
      logger.error('requests still in progress after 10 s; exiting anyway')
      process.exit(1)
    }, shutdownGraceMs).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}
