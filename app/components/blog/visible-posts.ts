import type { BlogPost, BlogPostSummary } from '~/lib/models.ts'
import { type BlogCategory, blogCategories } from '~/schemas/categories.ts'

/** Spec §5: a list shows only entries with an id and a title, newest first by creation time. */
export function visiblePosts<T extends Pick<BlogPost, 'id' | 'title' | 'createdAt'>>(
  posts: readonly T[],
): T[] {
  return posts
    .filter((post) => post?.id != null && typeof post.title === 'string' && post.title.trim() !== '')
    .map((post) => ({ post, time: Date.parse(post.createdAt) }))
    .sort((a, b) => (Number.isNaN(b.time) ? -1 : Number.isNaN(a.time) ? 1 : b.time - a.time))
    .map(({ post }) => post)
}

/**
 * The posts as cards: a list's page data leaves the articles' text out (on the home page it was 12 kB
 * of its 22 kB of loader data, sent in the HTML and decoded before hydration).
 */
export function postSummaries(posts: readonly BlogPost[]): BlogPostSummary[] {
  return posts.map(({ content: _content, ...summary }) => summary)
}

/** The ?category= filter: one of the public categories, or undefined for all (unknown values included). */
export function blogCategoryFromParam(value: string | null | undefined): BlogCategory | undefined {
  return blogCategories.find((category) => category === value)
}
