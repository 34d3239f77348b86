import { describe, expect, it } from 'vitest'
import type { BlogPost, Project, Testimonial } from '~/lib/models.ts'
import { buildBlogPost, buildProject, buildTestimonial } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer()

type Issue = { path: string; message: string }
type ValidationBody = { message: string; issues: Issue[] }

const ids = (items: { id: number }[]) => items.map((item) => item.id)

function expectNewestFirst(items: { createdAt: string }[]) {
  const createdAt = items.map((item) => item.createdAt)
  expect(createdAt).toEqual([...createdAt].sort().reverse())
}

describe('GET /api/projects', () => {
  it('lists every project, newest first', async () => {
    const older = await server.services.projects.create(buildProject(), '2021-03-01T10:00:00.000Z')
    const newest = await server.services.projects.create(buildProject(), '2023-03-01T10:00:00.000Z')
    const middle = await server.services.projects.create(buildProject(), '2022-03-01T10:00:00.000Z')

    const response = await server.request<Project[]>('/api/projects')

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const listed = ids(response.body)
    expect(listed).toEqual(expect.arrayContaining([older.id, middle.id, newest.id]))
    expect(listed.indexOf(newest.id)).toBeLessThan(listed.indexOf(middle.id))
    expect(listed.indexOf(middle.id)).toBeLessThan(listed.indexOf(older.id))
    expectNewestFirst(response.body)
  })

  it('returns technologies as a list and featured as 1 or 0', async () => {
    const input = buildProject({ technologies: ['Python', 'Zero Trust'], featured: 1 })
    await server.services.projects.create(input)

    const response = await server.request<Project[]>('/api/projects')

    const project = response.body.find((item) => item.slug === input.slug)
    expect(project).toMatchObject({
      title: input.title,
      description: input.description,
      category: input.category,
      technologies: ['Python', 'Zero Trust'],
      featured: 1,
      imageUrl: null,
    })
  })

  it('?featured=true lists only featured projects', async () => {
    const featured = await server.services.projects.create(buildProject({ featured: 1 }))
    const plain = await server.services.projects.create(buildProject({ featured: 0 }))

    const response = await server.request<Project[]>('/api/projects?featured=true')

    expect(response.status).toBe(200)
    expect(ids(response.body)).toContain(featured.id)
    expect(ids(response.body)).not.toContain(plain.id)
    expect(response.body.every((project) => project.featured === 1)).toBe(true)
  })

  it('?featured=false lists only projects that are not featured', async () => {
    const featured = await server.services.projects.create(buildProject({ featured: 1 }))
    const plain = await server.services.projects.create(buildProject({ featured: 0 }))

    const response = await server.request<Project[]>('/api/projects?featured=false')

    expect(response.status).toBe(200)
    expect(ids(response.body)).toContain(plain.id)
    expect(ids(response.body)).not.toContain(featured.id)
  })

  it('?category=cybersecurity lists only that category', async () => {
    const security = await server.services.projects.create(buildProject({ category: 'cybersecurity' }))
    const other = await server.services.projects.create(buildProject({ category: 'sustainability' }))

    const response = await server.request<Project[]>('/api/projects?category=cybersecurity')

    expect(response.status).toBe(200)
    expect(ids(response.body)).toContain(security.id)
    expect(ids(response.body)).not.toContain(other.id)
    expect(response.body.every((project) => project.category === 'cybersecurity')).toBe(true)
  })

  it('?category=all lists the same projects as no filter', async () => {
    await server.services.projects.create(buildProject({ category: 'wellbeing-ux' }))
    await server.services.projects.create(buildProject({ category: 'cybersecurity' }))

    const all = await server.request<Project[]>('/api/projects?category=all')
    const unfiltered = await server.request<Project[]>('/api/projects')

    expect(all.status).toBe(200)
    expect(ids(all.body)).toEqual(ids(unfiltered.body))
  })

  it('combines the featured and category filters', async () => {
    const wanted = await server.services.projects.create(
      buildProject({ category: 'wellbeing-ux', featured: 1 }),
    )
    const notFeatured = await server.services.projects.create(buildProject({ category: 'wellbeing-ux' }))
    const otherCategory = await server.services.projects.create(
      buildProject({ category: 'sustainability', featured: 1 }),
    )

    const response = await server.request<Project[]>('/api/projects?featured=true&category=wellbeing-ux')

    expect(ids(response.body)).toContain(wanted.id)
    expect(ids(response.body)).not.toContain(notFeatured.id)
    expect(ids(response.body)).not.toContain(otherCategory.id)
  })

  it.each([
    ['an unknown category', 'category=ai', 'category'],
    ['an admin-form category', 'category=AI%20%26%20Machine%20Learning', 'category'],
    ['a featured value that is not a flag', 'featured=yes', 'featured'],
  ])('refuses %s with 400 and the issues', async (_case, query, path) => {
    const response = await server.request<ValidationBody>(`/api/projects?${query}`)

    expect(response.status).toBe(400)
    expect(response.body.message).toEqual(expect.any(String))
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })
})

describe('GET /api/blog-posts', () => {
  it('lists published posts only, newest first', async () => {
    const older = await server.services.blogPosts.create(buildBlogPost(), '2020-05-01T08:00:00.000Z')
    const newer = await server.services.blogPosts.create(buildBlogPost(), '2024-05-01T08:00:00.000Z')
    const draft = await server.services.blogPosts.create(buildBlogPost({ published: 0 }))

    const response = await server.request<BlogPost[]>('/api/blog-posts')

    expect(response.status).toBe(200)
    const listed = ids(response.body)
    expect(listed).toEqual(expect.arrayContaining([older.id, newer.id]))
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id))
    expect(listed).not.toContain(draft.id)
    expect(response.body.every((post) => post.published === 1)).toBe(true)
    expectNewestFirst(response.body)
  })

  it('returns tags as a list', async () => {
    const input = buildBlogPost({ tags: ['Zero Trust', 'FedRAMP'] })
    await server.services.blogPosts.create(input)

    const response = await server.request<BlogPost[]>('/api/blog-posts')

    expect(response.body.find((post) => post.slug === input.slug)).toMatchObject({
      title: input.title,
      excerpt: input.excerpt,
      category: 'Strategy',
      tags: ['Zero Trust', 'FedRAMP'],
      featured: 0,
    })
  })

  it('?category=Strategy lists only that category, still without drafts', async () => {
    const strategy = await server.services.blogPosts.create(buildBlogPost({ category: 'Strategy' }))
    const leadership = await server.services.blogPosts.create(buildBlogPost({ category: 'Leadership' }))
    const draft = await server.services.blogPosts.create(
      buildBlogPost({ category: 'Strategy', published: 0 }),
    )

    const response = await server.request<BlogPost[]>('/api/blog-posts?category=Strategy')

    expect(response.status).toBe(200)
    expect(ids(response.body)).toContain(strategy.id)
    expect(ids(response.body)).not.toContain(leadership.id)
    expect(ids(response.body)).not.toContain(draft.id)
    expect(response.body.every((post) => post.category === 'Strategy')).toBe(true)
  })

  it('?category=all lists every published post', async () => {
    await server.services.blogPosts.create(buildBlogPost({ category: 'Technology' }))

    const all = await server.request<BlogPost[]>('/api/blog-posts?category=all')
    const unfiltered = await server.request<BlogPost[]>('/api/blog-posts')

    expect(all.status).toBe(200)
    expect(ids(all.body)).toEqual(ids(unfiltered.body))
  })

  it.each(['AI Strategy', 'strategy', 'Drafts'])(
    'refuses the unknown category %j with 400',
    async (category) => {
      const response = await server.request<ValidationBody>(
        `/api/blog-posts?category=${encodeURIComponent(category)}`,
      )

      expect(response.status).toBe(400)
      expect(response.body.message).toContain('category')
      expect(response.body.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'category' })]),
      )
    },
  )
})

describe('GET /api/blog-posts/{slug}', () => {
  it('returns a published post with its content', async () => {
    const input = buildBlogPost({ content: '## A heading\n\nSome **bold** words.' })
    const created = await server.services.blogPosts.create(input)

    const response = await server.request<BlogPost>(`/api/blog-posts/${input.slug}`)

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: created.id,
      slug: input.slug,
      title: input.title,
      content: '## A heading\n\nSome **bold** words.',
      published: 1,
    })
  })

  it('answers 404 for a slug that does not exist', async () => {
    const response = await server.request('/api/blog-posts/no-such-post-anywhere')

    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Blog post not found' })
  })

  it('answers 404 for a draft', async () => {
    const input = buildBlogPost({ published: 0 })
    await server.services.blogPosts.create(input)

    const response = await server.request(`/api/blog-posts/${input.slug}`)

    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Blog post not found' })
  })
})

describe('GET /api/testimonials', () => {
  it('lists testimonials newest first with every field', async () => {
    const olderInput = buildTestimonial({ rating: 4 })
    const newerInput = buildTestimonial({ avatarUrl: 'https://example.com/avatar.png' })
    const older = await server.services.testimonials.create(olderInput, '2022-01-01T00:00:00.000Z')
    const newer = await server.services.testimonials.create(newerInput, '2024-01-01T00:00:00.000Z')

    const response = await server.request<Testimonial[]>('/api/testimonials')

    expect(response.status).toBe(200)
    const listed = ids(response.body)
    expect(listed.indexOf(newer.id)).toBeLessThan(listed.indexOf(older.id))
    expect(response.body.find((item) => item.id === older.id)).toEqual({
      id: older.id,
      name: olderInput.name,
      title: olderInput.title,
      company: olderInput.company,
      content: olderInput.content,
      rating: 4,
      avatarUrl: null,
      avatar: null,
      translations: {},
      createdAt: '2022-01-01T00:00:00.000Z',
    })
    expect(response.body.find((item) => item.id === newer.id)?.avatarUrl).toBe(
      'https://example.com/avatar.png',
    )
    expectNewestFirst(response.body)
  })
})
