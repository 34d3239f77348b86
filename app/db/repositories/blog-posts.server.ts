import type { Kysely } from 'kysely'
import { toCount } from '../dialect.server.ts'
import type { BlogPostRow, BlogPostRowUpdate, Database, NewBlogPostRow } from '../schema.ts'

export type BlogPostFilter = { publishedOnly: boolean; category?: string }

/** A published post's address and dates: what the sitemap needs of it. */
export type BlogPostLink = Pick<BlogPostRow, 'slug' | 'createdAt' | 'updatedAt'>

export function blogPostsRepository(db: Kysely<Database>) {
  function filtered(filter: BlogPostFilter) {
    let query = db.selectFrom('blogPosts')
    if (filter.publishedOnly) query = query.where('published', '=', 1)
    if (filter.category) query = query.where('category', '=', filter.category)
    return query
  }

  return {
    /**
     * Newest first (spec §5); `limit` and `offset` page through the list. A page's ids are found in the
     * index first, so the rows it skips are never read: page 800 costs what page 1 does.
     */
    list(filter: BlogPostFilter, page?: { limit: number; offset: number }): Promise<BlogPostRow[]> {
      const newestFirst = <Q extends { orderBy: (column: 'createdAt' | 'id', direction: 'desc') => Q }>(
        query: Q,
      ) => query.orderBy('createdAt', 'desc').orderBy('id', 'desc')
      if (!page) return newestFirst(filtered(filter).selectAll()).execute()
      const ids = newestFirst(filtered(filter).select('id')).limit(page.limit).offset(page.offset)
      return newestFirst(db.selectFrom('blogPosts').selectAll().where('id', 'in', ids)).execute()
    },
    async count(filter: BlogPostFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst()
      return toCount(row?.count as number | undefined)
    },
    /** Published posts' slugs and dates, oldest first, a page at a time. */
    publishedLinks(page: { limit: number; offset: number }): Promise<BlogPostLink[]> {
      return filtered({ publishedOnly: true })
        .select(['slug', 'createdAt', 'updatedAt'])
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
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
