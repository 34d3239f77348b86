import { format } from 'node:util'
import { type DestinationStream, pino } from 'pino'

export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'password',
          '*.password',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}

export type Logger = ReturnType<typeof createLogger>

/**
 * Sends what the code writes with console.* (a loader's caught error, React's render errors, a library's
 * warning) to the logger, so the output stays one JSON line per event: an Error goes in `err` with
 * its stack as a field, the other arguments become the message.
 */
export function routeConsoleToLogger(logger: Logger): void {
  const levels = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const rest = args.filter((arg) => arg !== error)
      const message = rest.length > 0 ? format(...rest) : (error?.message ?? '')
      if (error) logger[level]({ err: error }, message)
      else logger[level](message)
    }
  }
}
