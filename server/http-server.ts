import { createServer, type RequestListener, type Server } from 'node:http'

export const defaultHeadersTimeoutMs = 15_000
const keepAliveTimeoutMs = 65_000
/** How often Node checks open requests against the header and request timeouts (its default is 30 s). */
const timeoutCheckIntervalMs = 1000

export type ConnectionTimeoutOptions = {
  /** A request's headers must have arrived this long after its first byte, or it gets 408 and a close. */
  headersTimeoutMs?: number
}

/**
 * Connection timeouts for the public listener.
 *
 * Node closes an idle keep-alive connection after 5 s by default. A client (a browser, a proxy's
 * upstream pool, a test's HTTP agent) that reuses the socket at that moment gets ECONNRESET. Keeping
 * idle connections longer than any common client or proxy pool (nginx keeps upstream sockets 60 s)
 * means the client is the one that closes first.
 *
 * The header timeout is shorter, so a client that trickles its headers (slowloris) holds a socket for
 * seconds, not a minute. Since Node 18 the header clock starts at the first byte of each request, not
 * when the connection goes idle, so an idle keep-alive socket is not cut by it (tested in
 * tests/integration/request-limits.test.ts); older Node needed headersTimeout above keepAliveTimeout.
 */
export function applyConnectionTimeouts(server: Server, options: ConnectionTimeoutOptions = {}): Server {
  server.keepAliveTimeout = keepAliveTimeoutMs
  server.headersTimeout = options.headersTimeoutMs ?? defaultHeadersTimeoutMs
  return server
}

/**
 * An HTTP server for `app` with the timeouts above. Made with createServer rather than app.listen,
 * because the timeout check interval can only be set when the server is created.
 */
export function createHttpServer(app: RequestListener, options: ConnectionTimeoutOptions = {}): Server {
  const server = createServer({ connectionsCheckingInterval: timeoutCheckIntervalMs }, app)
  return applyConnectionTimeouts(server, options)
}

/** Starts listening; resolves once the port is bound. */
export function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
