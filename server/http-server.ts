import type { Server } from 'node:http'

/**
 * Connection timeouts for the public listener.
 *
 * Node closes an idle keep-alive connection after 5 s by default. A client (a browser, a proxy's
 * upstream pool, a test's HTTP agent) that reuses the socket at that moment gets ECONNRESET. Keeping
 * idle connections longer than any common client or proxy pool (nginx keeps upstream sockets 60 s)
 * means the client is the one that closes first.
 */
export function applyConnectionTimeouts(server: Server): Server {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return server
}
