import type { Kysely } from 'kysely'
import { toCount } from '../dialect.server.ts'
import type { Database, NewProjectRow, ProjectRow, ProjectRowUpdate } from '../schema.ts'

export type ProjectFilter = { featured?: boolean; category?: string }

export function projectsRepository(db: Kysely<Database>) {
  function filtered(filter: ProjectFilter) {
    let query = db.selectFrom('projects')
    if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0)
    if (filter.category) query = query.where('category', '=', filter.category)
    return query
  }

  return {
    /** Newest first; `limit` and `offset` page through the list (ids from the index first, as posts). */
    list(filter: ProjectFilter = {}, page?: { limit: number; offset: number }): Promise<ProjectRow[]> {
      const newestFirst = <Q extends { orderBy: (column: 'createdAt' | 'id', direction: 'desc') => Q }>(
        query: Q,
      ) => query.orderBy('createdAt', 'desc').orderBy('id', 'desc')
      if (!page) return newestFirst(filtered(filter).selectAll()).execute()
      const ids = newestFirst(filtered(filter).select('id')).limit(page.limit).offset(page.offset)
      return newestFirst(db.selectFrom('projects').selectAll().where('id', 'in', ids)).execute()
    },
    async count(filter: ProjectFilter = {}): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst()
      return toCount(row?.count as number | undefined)
    },
    /** When any project last changed (created or edited), or undefined when there is none. */
    async lastChange(): Promise<string | undefined> {
      const row = await db
        .selectFrom('projects')
        .select((eb) => [eb.fn.max('createdAt').as('created'), eb.fn.max('updatedAt').as('updated')])
        .executeTakeFirst()
      return [row?.created, row?.updated]
        .filter((value): value is string => typeof value === 'string')
        .sort()
        .at(-1)
    },
    findById(id: number): Promise<ProjectRow | undefined> {
      return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
    },
    /** A slug with a NUL character cannot exist (PostgreSQL text cannot even compare against one). */
    async findBySlug(slug: string): Promise<ProjectRow | undefined> {
      if (slug.includes('\u0000')) return undefined
      return db.selectFrom('projects').selectAll().where('slug', '=', slug).executeTakeFirst()
    },
    insert(row: NewProjectRow): Promise<ProjectRow> {
      return db.insertInto('projects').values(row).returningAll().executeTakeFirstOrThrow()
    },
    update(id: number, changes: ProjectRowUpdate): Promise<ProjectRow | undefined> {
      return db.updateTable('projects').set(changes).where('id', '=', id).returningAll().executeTakeFirst()
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
