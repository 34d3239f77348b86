import type { Kysely } from 'kysely'
import { blogPostType } from '~/content-types/blog-posts.ts'
import type { BlogPostRow, Database } from '../schema.ts'
import { contentRepository, type Paging } from './content.server.ts'

/** A published post's address and dates: what the sitemap needs of it. */
export type BlogPostLink = Pick<BlogPostRow, 'slug' | 'createdAt' | 'updatedAt'>

export function blogPostsRepository(db: Kysely<Database>) {
  return {
    ...contentRepository(db, blogPostType),
    /** Published posts' slugs and dates, oldest first, a page at a time. */
    publishedLinks(page: Paging): Promise<BlogPostLink[]> {
      return db
        .selectFrom('blogPosts')
        .where('published', '=', 1)
        .select(['slug', 'createdAt', 'updatedAt'])
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    },
  }
}
