import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.ts'

/**
 * Work a repository runs inside the transaction of its own write, with that transaction's handle: the
 * form limits a submission is counted against, the emails it queues. It commits with the write, and
 * throwing rolls the write back.
 */
export type InSameTransaction<Written = void> = (
  trx: Transaction<Database>,
  written: Written,
) => Promise<void>

/** What runs with a write: `before` it (a limit that may refuse it) and `after` it, given the row written. */
export type AlongsideWrite<Row> = { before?: InSameTransaction | undefined; after?: InSameTransaction<Row> }

/** Runs `write` in a transaction of its own, between the work `alongside` adds to it. */
export function writeAlongside<Row>(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<Row>,
  { before, after }: AlongsideWrite<Row>,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    await before?.(trx)
    const row = await write(trx)
    await after?.(trx, row)
    return row
  })
}
