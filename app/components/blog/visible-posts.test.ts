import { describe, expect, it } from 'vitest'
import type { BlogPost } from '~/lib/models.ts'
import { blogCategoryFromParam, visiblePosts } from './visible-posts.ts'

function post(overrides: Partial<BlogPost>): BlogPost {
  return {
    id: 1,
    title: 'A post',
    slug: 'a-post',
    excerpt: 'Excerpt',
    content: 'Body',
    category: 'Strategy',
    tags: [],
    imageUrl: null,
    image: null,
    translations: {},
    published: 1,
    featured: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: null,
    ...overrides,
  }
}

describe('visiblePosts', () => {
  it('drops entries lacking an id or a title', () => {
    const list = [
      post({ id: 1 }),
      post({ id: undefined as unknown as number }),
      post({ id: 3, title: '' }),
      post({ id: 4, title: '   ' }),
    ]
    expect(visiblePosts(list).map((entry) => entry.id)).toEqual([1])
  })

  it('sorts newest first by creation time', () => {
    const list = [
      post({ id: 1, createdAt: '2025-08-12T14:00:00.000Z' }),
      post({ id: 2, createdAt: '2026-06-02T13:15:00.000Z' }),
      post({ id: 3, createdAt: '2025-11-04T15:00:00.000Z' }),
    ]
    expect(visiblePosts(list).map((entry) => entry.id)).toEqual([2, 3, 1])
  })
})

describe('blogCategoryFromParam', () => {
  it('accepts the public categories only', () => {
    expect(blogCategoryFromParam('Technology')).toBe('Technology')
    expect(blogCategoryFromParam('all')).toBeUndefined()
    expect(blogCategoryFromParam('technology')).toBeUndefined()
    expect(blogCategoryFromParam(null)).toBeUndefined()
  })
})
