import type { Kysely } from 'kysely'
import type { Database, NewProjectRow, ProjectRow, ProjectRowUpdate } from '../schema.ts'

export type ProjectFilter = { featured?: boolean; category?: string }

export function projectsRepository(db: Kysely<Database>) {
  return {
    list(filter: ProjectFilter = {}): Promise<ProjectRow[]> {
      let query = db.selectFrom('projects').selectAll()
      if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0)
      if (filter.category) query = query.where('category', '=', filter.category)
      return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
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
