import type { RequestHandler } from 'express'
import type { AppDatabase } from '~/db/db.server.ts'
import { healthRepository } from '~/db/repositories/health.server.ts'

/** A database that does not answer within this time counts as unreachable: the probe itself must not hang. */
const probeTimeoutMs = 2_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * `/readyz`: whether this instance should receive traffic. Unlike `/healthz` (the process is up), it
 * answers 503 while the database does not answer or a migration has not been applied to it.
 */
export function readinessProbe(database: AppDatabase): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    let pending: string[]
    try {
      pending = await withTimeout(healthRepository(database.db).pendingMigrations(), probeTimeoutMs)
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'The database does not answer' })
      return
    }
    if (pending.length > 0) {
      res.status(503).json({
        status: 'unavailable',
        reason: `Database migrations are pending: ${pending.join(', ')}`,
        pendingMigrations: pending,
      })
      return
    }
    res.json({ status: 'ready', database: database.dialect })
  }
}
