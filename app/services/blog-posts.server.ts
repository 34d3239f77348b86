import type { Kysely } from 'kysely'
import { blogPostType } from '~/content-types/blog-posts.ts'
import type { BlogCategory } from '~/schemas/categories.ts'
import { type BlogPostLink, blogPostsRepository } from '../db/repositories/blog-posts.server.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

const published = { published: 1 }

export function createBlogPostService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  const repository = blogPostsRepository(db)
  const content = createContentService(db, blogPostType, events, images, repository)
  return {
    ...content,
    /** One page of the published posts, newest first, of one category or all. */
    publishedPage(options: { category?: BlogCategory; page: number; perPage: number }) {
      const { category, ...paging } = options
      return content.page({ ...published, category }, paging)
    },
    /** The newest published posts (the home page, the feeds). */
    latestPublished: (limit: number) => content.list(published, limit),
    /** Every published post's address and dates, `limit` at a time (the sitemap). */
    publishedLinks: (page: { limit: number; offset: number }): Promise<BlogPostLink[]> =>
      repository.publishedLinks(page),
    countPublished: () => content.count(published),
    getPublishedBySlug: (slug: string) => content.getBySlug(slug, published),
  }
}

export type BlogPostService = ReturnType<typeof createBlogPostService>
