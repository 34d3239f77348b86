import type { Kysely } from 'kysely'
import { networkLinkType, networkNodeType } from '~/content-types/network.ts'
import type { Database } from '../schema.ts'
import { contentRepository } from './content.server.ts'

/** A node of the network graph and every link that names it (by its key), in one transaction. */
export async function removeNodeWithItsLinks(db: Kysely<Database>, nodeId: number, key: string) {
  await db.transaction().execute(async (trx) => {
    const links = contentRepository(trx, networkLinkType)
    const [from, to] = await Promise.all([links.list({ source: key }), links.list({ target: key })])
    for (const link of [...from, ...to]) await links.remove(link.id)
    await contentRepository(trx, networkNodeType).remove(nodeId)
  })
}
