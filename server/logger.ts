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
