/**
 * autocannon for measuring a server's speed: the same tool, without its copy of every response body.
 *
 * autocannon keeps each body as a string, chunk by chunk, for `onResponse` and `expectBody`. On the
 * 143 kB home page that decoding cost the client more than the server spent answering: a bare Node
 * server reached about 1,400 requests a second with autocannon's process at 100% CPU and its own at
 * 13%, so every route measured about as fast as the client. `npm run bench` reads no bodies, so it
 * turns the copy off and the figures are the server's (a bare Node server: 14,000 to 19,000 a second).
 * Byte counts and status codes are unaffected; `onResponse` and `expectBody` then see an empty body.
 */
import { createRequire } from 'node:module'
import autocannon from 'autocannon'

const require = createRequire(import.meta.url)
const requestQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (data: unknown) => void }
}
requestQueue.prototype.addBody = () => undefined

export default autocannon
