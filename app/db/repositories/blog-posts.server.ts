import type { Kysely } from 'kysely'
import type { BlogPostRow, BlogPostRowUpdate, Database, NewBlogPostRow } from '../schema.ts'

export type BlogPostFilter = { publishedOnly: boolean; category?: string }

export function blogPostsRepository(db: Kysely<Database>) {
  return {
    list(filter: BlogPostFilter): Promise<BlogPostRow[]> {
      let query = db.selectFrom('blogPosts').selectAll()
      if (filter.publishedOnly) query = query.where('published', '=', 1)
      if (filter.category) query = query.where('category', '=', filter.category)
      return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute()
    },
    findById(id: number): Promise<BlogPostRow | undefined> {
      return db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst()
    },
    /** A slug with a NUL character cannot exist (PostgreSQL text cannot even compare against one). */
    async findBySlug(slug: string): Promise<BlogPostRow | undefined> {
      if (slug.includes('\u0000')) return undefined
      return db.selectFrom('blogPosts').selectAll().where('slug', '=', slug).executeTakeFirst()
    },
    insert(row: NewBlogPostRow): Promise<BlogPostRow> {
      return db.insertInto('blogPosts').values(row).returningAll().executeTakeFirstOrThrow()
    },
    update(id: number, changes: BlogPostRowUpdate): Promise<BlogPostRow | undefined> {
      return db.updateTable('blogPosts').set(changes).where('id', '=', id).returningAll().executeTakeFirst()
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('blogPosts').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
