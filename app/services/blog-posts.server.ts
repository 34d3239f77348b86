import type { Kysely } from 'kysely'
import type { ImageAsset } from '~/lib/images.ts'
import { parseStringList } from '~/lib/json.ts'
import type { BlogPost } from '~/lib/models.ts'
import { offsetOf, type Page, pageOf } from '~/lib/pagination.ts'
import type { BlogCategory } from '~/schemas/categories.ts'
import type { BlogPostInput, BlogPostPatch } from '~/schemas/content.ts'
import {
  type BlogPostFilter,
  type BlogPostLink,
  blogPostsRepository,
} from '../db/repositories/blog-posts.server.ts'
import type { BlogPostRow, Database } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import { NotFoundError } from './errors.ts'
import { guardSlug, resolveSlug } from './slugs.server.ts'
import { describeImages, type ImageDescriber } from './uploads.server.ts'

export function toBlogPost(row: BlogPostRow, image: ImageAsset | null = null): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category as BlogCategory,
    tags: parseStringList(row.tags),
    imageUrl: row.imageUrl,
    image,
    published: row.published === 1 ? 1 : 0,
    featured: row.featured === 1 ? 1 : 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createBlogPostService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  async function withImages(rows: BlogPostRow[]): Promise<BlogPost[]> {
    const assets = await describeImages(images, rows, (row) => row.imageUrl)
    return rows.map((row, index) => toBlogPost(row, assets[index]))
  }
  async function withImage(row: BlogPostRow): Promise<BlogPost> {
    return (await withImages([row]))[0]!
  }
  const repository = blogPostsRepository(db)

  async function pageOfPosts(filter: BlogPostFilter, page: number, perPage: number): Promise<Page<BlogPost>> {
    const [rows, total] = await Promise.all([
      repository.list(filter, { limit: perPage, offset: offsetOf(page, perPage) }),
      repository.count(filter),
    ])
    return pageOf(await withImages(rows), page, perPage, total)
  }

  return {
    /** One page of the published posts, newest first, of one category or all. */
    publishedPage(options: {
      category?: BlogCategory
      page: number
      perPage: number
    }): Promise<Page<BlogPost>> {
      return pageOfPosts({ publishedOnly: true, category: options.category }, options.page, options.perPage)
    },
    /** The newest published posts (the home page, the feeds). */
    async latestPublished(limit: number): Promise<BlogPost[]> {
      return withImages(await repository.list({ publishedOnly: true }, { limit, offset: 0 }))
    },
    /** Every published post's address and dates, `limit` at a time (the sitemap). */
    publishedLinks(page: { limit: number; offset: number }): Promise<BlogPostLink[]> {
      return repository.publishedLinks(page)
    },
    countPublished(): Promise<number> {
      return repository.count({ publishedOnly: true })
    },
    /** One page of every post, drafts included (the admin). */
    allPage(options: { page: number; perPage: number }): Promise<Page<BlogPost>> {
      return pageOfPosts({ publishedOnly: false }, options.page, options.perPage)
    },
    async listAll(): Promise<BlogPost[]> {
      return withImages(await repository.list({ publishedOnly: false }))
    },
    async getPublishedBySlug(slug: string): Promise<BlogPost> {
      const row = await repository.findBySlug(slug)
      if (row?.published !== 1) throw new NotFoundError('Blog post not found')
      return withImage(row)
    },
    async getById(id: number): Promise<BlogPost> {
      const row = await repository.findById(id)
      if (!row) throw new NotFoundError('Blog post not found')
      return withImage(row)
    },
    async create(input: BlogPostInput, createdAt = new Date().toISOString()): Promise<BlogPost> {
      const slug = resolveSlug(input.slug, input.title)
      const row = await guardSlug(
        slug,
        () =>
          repository.insert({
            ...input,
            slug,
            tags: JSON.stringify(input.tags),
            createdAt,
            updatedAt: null,
          }),
        'blog post',
      )
      await events.changed({ kind: 'blogPost', slugs: [row.slug] })
      return withImage(row)
    },
    async update(id: number, patch: BlogPostPatch): Promise<BlogPost> {
      const existing = await repository.findById(id)
      if (!existing) throw new NotFoundError('Blog post not found')
      const { tags, slug, ...rest } = patch
      const title = patch.title ?? existing.title
      const nextSlug = slug === undefined ? existing.slug : resolveSlug(slug, title)
      const row = await guardSlug(
        nextSlug,
        () =>
          repository.update(id, {
            ...rest,
            slug: nextSlug,
            ...(tags === undefined ? {} : { tags: JSON.stringify(tags) }),
            updatedAt: new Date().toISOString(),
          }),
        'blog post',
      )
      if (!row) throw new NotFoundError('Blog post not found')
      await events.changed({ kind: 'blogPost', slugs: [existing.slug, row.slug] })
      return withImage(row)
    },
    async remove(id: number): Promise<void> {
      const existing = await repository.findById(id)
      if (!existing || !(await repository.remove(id))) throw new NotFoundError('Blog post not found')
      await events.changed({ kind: 'blogPost', slugs: [existing.slug] })
    },
  }
}

export type BlogPostService = ReturnType<typeof createBlogPostService>
