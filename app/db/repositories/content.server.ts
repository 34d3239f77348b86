import type { Kysely } from 'kysely'
import type { ContentType, StoredItem } from '~/content-types/definition.ts'
import { parseRecord, parseRecordList, parseStringList } from '~/lib/json.ts'
import { toCount } from '../dialect.server.ts'
import type { Database } from '../schema.ts'

/** Equality filters on a content type's own columns (`{ published: 1, category: 'Strategy' }`). */
export type ContentFilter = Record<string, string | number | undefined>
export type Paging = { limit: number; offset: number }

/**
 * The table of one content type, read and written as its items: lists stored as JSON text come back
 * as lists, flags as 0 or 1. Lists are newest first (spec §5), or in the owner's order.
 */
export function contentRepository<Type extends ContentType>(database: Kysely<Database>, type: Type) {
  type Item = StoredItem<Type['fields']>
  // The table is chosen by the declaration, so its columns are only known as the declaration's fields.
  const db = database as unknown as Kysely<Record<string, Record<string, unknown>>>
  const { table } = type
  const flagFields = Object.entries(type.fields)
    .filter(([, field]) => field.control === 'flag')
    .map(([name]) => name)

  function toItem(row: Record<string, unknown>): Item {
    const item: Record<string, unknown> = { ...row }
    for (const name of type.jsonFields) {
      const stored = String(row[name] ?? '[]')
      item[name] = type.fields[name]?.control === 'tags' ? parseStringList(stored) : parseRecordList(stored)
    }
    for (const name of flagFields) item[name] = row[name] === 1 ? 1 : 0
    item.translations = parseRecord(String(row.translations ?? '{}'))
    return item as Item
  }

  function toRow(values: Record<string, unknown>): Record<string, unknown> {
    const row: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue
      row[name] = type.jsonFields.includes(name) || name === 'translations' ? JSON.stringify(value) : value
    }
    return row
  }

  async function findById(id: number): Promise<Item | undefined> {
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
    return row && toItem(row)
  }

  function filtered(filter: ContentFilter) {
    let query = db.selectFrom(table)
    for (const [column, value] of Object.entries(filter))
      if (value !== undefined) query = query.where(column, '=', value)
    return query
  }

  const ownerOrdered = type.order === 'owner'
  const newestFirst = <Q extends { orderBy: (column: string, direction: 'asc' | 'desc') => Q }>(query: Q) =>
    ownerOrdered
      ? query.orderBy('position', 'asc').orderBy('id', 'asc')
      : query.orderBy('createdAt', 'desc').orderBy('id', 'desc')

  return {
    toItem,
    /**
     * `page` pages through the list; a page's ids are found in the index first, so the rows it skips are
     * never read: page 800 costs what page 1 does.
     */
    async list(filter: ContentFilter = {}, page?: Paging): Promise<Item[]> {
      if (!page) return (await newestFirst(filtered(filter).selectAll()).execute()).map(toItem)
      const ids = newestFirst(filtered(filter).select('id')).limit(page.limit).offset(page.offset)
      const rows = await newestFirst(db.selectFrom(table).selectAll().where('id', 'in', ids)).execute()
      return rows.map(toItem)
    },
    async count(filter: ContentFilter = {}): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst()
      return toCount(row?.count as number | undefined)
    },
    /** When any item last changed (created or edited), or undefined when there is none. */
    async lastChange(): Promise<string | undefined> {
      const row = await db
        .selectFrom(table)
        .select((eb) => [
          eb.fn.max('createdAt').as('created'),
          ...(type.tracksUpdates ? [eb.fn.max('updatedAt').as('updated')] : []),
        ])
        .executeTakeFirst()
      return Object.values(row ?? {})
        .filter((value): value is string => typeof value === 'string')
        .sort()
        .at(-1)
    },
    findById,
    /** A slug with a NUL character cannot exist (PostgreSQL text cannot even compare against one). */
    async findBySlug(slug: string): Promise<Item | undefined> {
      if (!type.slugField || slug.includes('\u0000')) return undefined
      const row = await db.selectFrom(table).selectAll().where(type.slugField, '=', slug).executeTakeFirst()
      return row && toItem(row)
    },
    async insert(values: Omit<Item, 'id'>): Promise<Item> {
      const row = await db.insertInto(table).values(toRow(values)).returningAll().executeTakeFirstOrThrow()
      return toItem(row)
    },
    /** Changes only the fields given; with none, answers the item as it is. */
    async update(id: number, changes: Partial<Omit<Item, 'id'>>): Promise<Item | undefined> {
      const row = toRow(changes)
      if (Object.keys(row).length === 0) return findById(id)
      const updated = await db
        .updateTable(table)
        .set(row)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
      return updated && toItem(updated)
    },
    /** Where a new item goes in the owner's order: after every other. */
    async nextPosition(): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('position').as('last'))
        .executeTakeFirst()
      return Number(row?.last ?? 0) + 1
    },
    /**
     * Swaps an item with its neighbour before (`up`) or after (`down`) it in the owner's order; false
     * when it is already first or last. Positions are renumbered from 1 while at it, so two items
     * never share one.
     */
    async move(id: number, direction: 'up' | 'down'): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom(table)
          .select('id')
          .orderBy('position', 'asc')
          .orderBy('id', 'asc')
          .execute()
        const ids = order.map((row) => Number(row.id))
        const at = ids.indexOf(id)
        const to = direction === 'up' ? at - 1 : at + 1
        if (at < 0 || to < 0 || to >= ids.length) return false
        ;[ids[at], ids[to]] = [ids[to]!, ids[at]!]
        for (const [index, each] of ids.entries())
          await trx
            .updateTable(table)
            .set({ position: index + 1 })
            .where('id', '=', each)
            .execute()
        return true
      })
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type ContentRepository<Type extends ContentType> = ReturnType<typeof contentRepository<Type>>
