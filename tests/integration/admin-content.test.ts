import { describe, expect, it } from 'vitest'
import type { BlogPost, Project, Testimonial } from '~/lib/models.ts'
import type { BlogPostInput, ProjectInput, TestimonialInput } from '~/schemas/content.ts'
import { buildBlogPost, buildProject, buildTestimonial } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true })

type ValidationBody = { message: string; issues: { path: string; message: string }[] }

function admin<T = unknown>(method: string, path: string, json?: unknown) {
  return server.request<T>(path, { method, token: server.token, json })
}

async function createPost(overrides: Partial<BlogPostInput> = {}): Promise<BlogPost> {
  const response = await admin<BlogPost>('POST', '/api/admin/blog-posts', buildBlogPost(overrides))
  expect(response.status).toBe(201)
  return response.body
}

async function createProject(overrides: Partial<ProjectInput> = {}): Promise<Project> {
  const response = await admin<Project>('POST', '/api/admin/projects', buildProject(overrides))
  expect(response.status).toBe(201)
  return response.body
}

async function createTestimonial(overrides: Partial<TestimonialInput> = {}): Promise<Testimonial> {
  const response = await admin<Testimonial>('POST', '/api/admin/testimonials', buildTestimonial(overrides))
  expect(response.status).toBe(201)
  return response.body
}

async function countRows(table: 'blogPosts' | 'projects' | 'testimonials'): Promise<number> {
  return (await server.db.selectFrom(table).select('id').execute()).length
}

describe('admin blog posts', () => {
  it('creates a post with 201, published on and featured off by default, tags empty', async () => {
    const { published: _p, featured: _f, tags: _t, ...input } = buildBlogPost()

    const response = await admin<BlogPost>('POST', '/api/admin/blog-posts', input)

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      ...input,
      tags: [],
      published: 1,
      featured: 0,
      image: null,
      translations: {},
      createdAt: expect.any(String),
      updatedAt: null,
    })
    const row = await server.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ slug: input.slug, published: 1, featured: 0, tags: '[]', updatedAt: null })
  })

  it('generates the slug from the title when it is empty', async () => {
    const response = await admin<BlogPost>(
      'POST',
      '/api/admin/blog-posts',
      buildBlogPost({ title: 'AI Strategy: A Practical Roadmap!', slug: '' }),
    )

    expect(response.status).toBe(201)
    expect(response.body.slug).toBe('ai-strategy-a-practical-roadmap')
    const publicPost = await server.request<BlogPost>('/api/blog-posts/ai-strategy-a-practical-roadmap')
    expect(publicPost.status).toBe(200)
    expect(publicPost.body.id).toBe(response.body.id)
  })

  it('generates the slug when none is sent', async () => {
    const { slug: _slug, ...input } = buildBlogPost()

    const response = await admin<BlogPost>('POST', '/api/admin/blog-posts', {
      ...input,
      title: `Zero   Trust, in ${input.title}?`,
    })

    expect(response.status).toBe(201)
    expect(response.body.slug).toBe(`zero-trust-in-${input.title.toLowerCase().replace(/ /g, '-')}`)
  })

  it('answers 400 when no slug can be made from the title', async () => {
    const before = await countRows('blogPosts')

    const response = await admin<ValidationBody>(
      'POST',
      '/api/admin/blog-posts',
      buildBlogPost({ title: '!!!', slug: '' }),
    )

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'slug' })])
    expect(await countRows('blogPosts')).toBe(before)
  })

  it('answers 400 for a slug that is not lowercase letters, digits and hyphens', async () => {
    const response = await admin<ValidationBody>(
      'POST',
      '/api/admin/blog-posts',
      buildBlogPost({ slug: 'Not A Slug' }),
    )

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([
      { path: 'slug', message: 'Use only lowercase letters, digits and hyphens' },
    ])
  })

  it('splits comma-separated tags, trimming and dropping empty entries', async () => {
    const response = await admin<BlogPost>('POST', '/api/admin/blog-posts', {
      ...buildBlogPost(),
      tags: ' a, ,b ',
    })

    expect(response.status).toBe(201)
    expect(response.body.tags).toEqual(['a', 'b'])
    const row = await server.db
      .selectFrom('blogPosts')
      .select('tags')
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.tags)).toEqual(['a', 'b'])
  })

  it('answers 409 for a duplicate slug, naming the slug', async () => {
    const existing = await createPost()

    const response = await admin<{ message: string }>(
      'POST',
      '/api/admin/blog-posts',
      buildBlogPost({ slug: existing.slug }),
    )

    expect(response.status).toBe(409)
    expect(response.body.message).toContain(existing.slug)
    const rows = await server.db
      .selectFrom('blogPosts')
      .select('id')
      .where('slug', '=', existing.slug)
      .execute()
    expect(rows).toEqual([{ id: existing.id }])
  })

  it('answers 409 when an edit takes another post’s slug', async () => {
    const first = await createPost()
    const second = await createPost()

    const response = await admin<{ message: string }>('PATCH', `/api/admin/blog-posts/${second.id}`, {
      slug: first.slug,
    })

    expect(response.status).toBe(409)
    expect(response.body.message).toContain(first.slug)
    const row = await server.db
      .selectFrom('blogPosts')
      .select('slug')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow()
    expect(row.slug).toBe(second.slug)
  })

  it.each(['AI Strategy', 'Innovation', 'strategy'])('answers 400 for the category %j', async (category) => {
    const before = await countRows('blogPosts')

    const response = await admin<ValidationBody>('POST', '/api/admin/blog-posts', {
      ...buildBlogPost(),
      category,
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([
      { path: 'category', message: 'Category must be one of Strategy, Technology, Leadership' },
    ])
    expect(await countRows('blogPosts')).toBe(before)
  })

  it.each(['title', 'excerpt', 'content', 'category'] as const)(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const before = await countRows('blogPosts')
      const { [field]: _omitted, ...input } = buildBlogPost()

      const response = await admin<ValidationBody>('POST', '/api/admin/blog-posts', input)

      expect(response.status).toBe(400)
      expect(response.body.issues).toEqual([expect.objectContaining({ path: field })])
      expect(await countRows('blogPosts')).toBe(before)
    },
  )

  it('answers 400 for an image URL that is neither http(s) nor a site path', async () => {
    const response = await admin<ValidationBody>(
      'POST',
      '/api/admin/blog-posts',
      buildBlogPost({ imageUrl: 'javascript:alert(1)' }),
    )

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'imageUrl' })])
  })

  it.each([
    [true, 1],
    [false, 0],
    [1, 1],
    [0, 0],
  ])('accepts published %j and stores it as %d', async (published, stored) => {
    const response = await admin<BlogPost>('POST', '/api/admin/blog-posts', {
      ...buildBlogPost(),
      published,
      featured: published,
    })

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ published: stored, featured: stored })
    const row = await server.db
      .selectFrom('blogPosts')
      .select(['published', 'featured'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ published: stored, featured: stored })
  })

  it.each([2, '1', 'true', null])('answers 400 for published %j', async (published) => {
    const before = await countRows('blogPosts')

    const response = await admin<ValidationBody>('POST', '/api/admin/blog-posts', {
      ...buildBlogPost(),
      published,
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: 'published', message: 'Must be 1 or 0' }])
    expect(await countRows('blogPosts')).toBe(before)
  })

  it('lists drafts in the admin list but not in the public one', async () => {
    const draft = await createPost({ published: 0 })
    const live = await createPost({ published: 1 })

    const adminList = await admin<BlogPost[]>('GET', '/api/admin/blog-posts')
    const publicList = await server.request<BlogPost[]>('/api/blog-posts')

    expect(adminList.status).toBe(200)
    expect(adminList.body.map((post) => post.id)).toEqual(expect.arrayContaining([draft.id, live.id]))
    expect(adminList.body.find((post) => post.id === draft.id)?.published).toBe(0)
    expect(publicList.body.map((post) => post.id)).toContain(live.id)
    expect(publicList.body.map((post) => post.id)).not.toContain(draft.id)
  })

  it('updates fields with PATCH and sets updatedAt', async () => {
    const post = await createPost()

    const response = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${post.id}`, {
      ...buildBlogPost({ slug: post.slug }),
      title: 'Rewritten title',
      excerpt: 'A new excerpt.',
      category: 'Leadership',
      tags: 'governance, people',
      featured: 1,
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Rewritten title',
      excerpt: 'A new excerpt.',
      category: 'Leadership',
      tags: ['governance', 'people'],
      featured: 1,
      createdAt: post.createdAt,
      updatedAt: expect.any(String),
    })
    const row = await server.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ title: 'Rewritten title', category: 'Leadership', featured: 1 })
    expect(Date.parse(row.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(row.createdAt))
  })

  it('changes only the fields a PATCH sends', async () => {
    const post = await createPost({
      published: 0,
      featured: 1,
      tags: ['kept'],
      imageUrl: 'https://example.com/cover.png',
    })

    const response = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${post.id}`, {
      title: 'Only the title',
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      title: 'Only the title',
      slug: post.slug,
      excerpt: post.excerpt,
      published: 0,
      featured: 1,
      tags: ['kept'],
      imageUrl: 'https://example.com/cover.png',
    })
  })

  it('regenerates the slug from the title when a PATCH sends an empty slug', async () => {
    const post = await createPost()
    const title = `Renamed ${post.slug}`

    const response = await admin<BlogPost>('PATCH', `/api/admin/blog-posts/${post.id}`, { title, slug: '' })

    expect(response.status).toBe(200)
    expect(response.body.slug).toBe(`renamed-${post.slug}`)
    expect((await server.request(`/api/blog-posts/${post.slug}`)).status).toBe(404)
    expect((await server.request(`/api/blog-posts/renamed-${post.slug}`)).status).toBe(200)
  })

  it('answers 400 for an invalid PATCH and leaves the post unchanged', async () => {
    const post = await createPost()

    const response = await admin<ValidationBody>('PATCH', `/api/admin/blog-posts/${post.id}`, {
      title: 'Should not be saved',
      category: 'Innovation',
    })

    expect(response.status).toBe(400)
    const row = await server.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow()
    expect(row.title).toBe(post.title)
    expect(row.updatedAt).toBeNull()
  })

  it('answers 404 for PATCH of an unknown id', async () => {
    const response = await admin('PATCH', '/api/admin/blog-posts/987654', { title: 'Ghost' })

    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Blog post not found' })
  })

  it('deletes a post: 200, then the public page 404s and a second delete 404s', async () => {
    const post = await createPost()

    const response = await admin('DELETE', `/api/admin/blog-posts/${post.id}`)

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Blog post deleted successfully' })
    expect((await server.request(`/api/blog-posts/${post.slug}`)).status).toBe(404)
    expect(await server.db.selectFrom('blogPosts').select('id').where('id', '=', post.id).execute()).toEqual(
      [],
    )
    const again = await admin('DELETE', `/api/admin/blog-posts/${post.id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: 'Blog post not found' })
  })
})

describe('admin projects', () => {
  it('creates a project with technologies entered as comma-separated text', async () => {
    const input = { ...buildProject(), technologies: ' React, TypeScript ,, Node.js ' }

    const response = await admin<Project>('POST', '/api/admin/projects', input)

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      ...input,
      id: expect.any(Number),
      technologies: ['React', 'TypeScript', 'Node.js'],
      image: null,
      translations: {},
      createdAt: expect.any(String),
      updatedAt: null,
    })
    const row = await server.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.technologies)).toEqual(['React', 'TypeScript', 'Node.js'])
    expect(row.featured).toBe(0)
  })

  it('stores links and the featured flag', async () => {
    const response = await admin<Project>(
      'POST',
      '/api/admin/projects',
      buildProject({
        featured: 1,
        liveUrl: 'https://grants.example.gov',
        demoUrl: '/demo-request?project=1&title=Grants',
        caseStudyUrl: 'https://example.com/case',
        imageUrl: '/images/grants.png',
      }),
    )

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      featured: 1,
      liveUrl: 'https://grants.example.gov',
      demoUrl: '/demo-request?project=1&title=Grants',
      caseStudyUrl: 'https://example.com/case',
      imageUrl: '/images/grants.png',
    })
  })

  it.each([
    ['empty text', ''],
    ['only commas and spaces', ' , ,'],
    ['an empty list', []],
  ])('answers 400 when technologies is %s', async (_case, technologies) => {
    const before = await countRows('projects')

    const response = await admin<ValidationBody>('POST', '/api/admin/projects', {
      ...buildProject(),
      technologies,
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([
      { path: 'technologies', message: 'At least one technology is required' },
    ])
    expect(await countRows('projects')).toBe(before)
  })

  it('answers 400 when technologies is missing', async () => {
    const { technologies: _omitted, ...input } = buildProject()

    const response = await admin<ValidationBody>('POST', '/api/admin/projects', input)

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'technologies' })])
  })

  it.each(['AI & Machine Learning', 'Data Analytics', 'all', 'ai'])(
    'answers 400 for the category %j',
    async (category) => {
      const before = await countRows('projects')

      const response = await admin<ValidationBody>('POST', '/api/admin/projects', {
        ...buildProject(),
        category,
      })

      expect(response.status).toBe(400)
      expect(response.body.issues).toEqual([expect.objectContaining({ path: 'category' })])
      expect(await countRows('projects')).toBe(before)
    },
  )

  it('answers 409 for a duplicate slug, naming the slug', async () => {
    const existing = await createProject()

    const response = await admin<{ message: string }>(
      'POST',
      '/api/admin/projects',
      buildProject({ slug: existing.slug }),
    )

    expect(response.status).toBe(409)
    expect(response.body.message).toContain(existing.slug)
    expect(
      await server.db.selectFrom('projects').select('id').where('slug', '=', existing.slug).execute(),
    ).toHaveLength(1)
  })

  it('generates the slug from the title when it is empty', async () => {
    const input = buildProject({ slug: '' })

    const response = await admin<Project>('POST', '/api/admin/projects', input)

    expect(response.status).toBe(201)
    expect(response.body.slug).toBe(input.title.toLowerCase().replace(/ /g, '-'))
  })

  it('updates fields with PATCH and sets updatedAt', async () => {
    const project = await createProject()

    const response = await admin<Project>('PATCH', `/api/admin/projects/${project.id}`, {
      ...buildProject({ slug: project.slug }),
      title: 'Renamed project',
      category: 'sustainability',
      technologies: 'Rust, WebAssembly',
      featured: 1,
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: project.id,
      title: 'Renamed project',
      category: 'sustainability',
      technologies: ['Rust', 'WebAssembly'],
      featured: 1,
      updatedAt: expect.any(String),
    })
    const row = await server.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ title: 'Renamed project', category: 'sustainability', featured: 1 })
    expect(row.updatedAt).not.toBeNull()
  })

  it('changes only the fields a PATCH sends', async () => {
    const project = await createProject({
      featured: 1,
      technologies: ['Kept'],
      liveUrl: 'https://kept.example',
    })

    const response = await admin<Project>('PATCH', `/api/admin/projects/${project.id}`, {
      description: 'Only the description',
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      title: project.title,
      description: 'Only the description',
      featured: 1,
      technologies: ['Kept'],
      liveUrl: 'https://kept.example',
    })
  })

  it('answers 400 when a PATCH empties technologies', async () => {
    const project = await createProject()

    const response = await admin<ValidationBody>('PATCH', `/api/admin/projects/${project.id}`, {
      technologies: '',
    })

    expect(response.status).toBe(400)
    const row = await server.db
      .selectFrom('projects')
      .select('technologies')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.technologies)).toEqual(project.technologies)
  })

  it('answers 404 for PATCH of an unknown id', async () => {
    const response = await admin('PATCH', '/api/admin/projects/987654', { title: 'Ghost' })

    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Project not found' })
  })

  it('deletes a project with a JSON answer, then 404 on a second delete', async () => {
    const project = await createProject()

    const response = await admin('DELETE', `/api/admin/projects/${project.id}`)

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.body).toEqual({ message: 'Project deleted successfully' })
    const publicList = await server.request<Project[]>('/api/projects')
    expect(publicList.body.map((item) => item.id)).not.toContain(project.id)
    const again = await admin('DELETE', `/api/admin/projects/${project.id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: 'Project not found' })
  })

  it('the featured filter follows changes to the flag', async () => {
    const project = await createProject({ featured: 0 })
    const featuredIds = async () =>
      (await server.request<Project[]>('/api/projects?featured=true')).body.map((item) => item.id)
    expect(await featuredIds()).not.toContain(project.id)

    await admin('PATCH', `/api/admin/projects/${project.id}`, { featured: 1 })
    expect(await featuredIds()).toContain(project.id)

    await admin('PATCH', `/api/admin/projects/${project.id}`, { featured: false })
    expect(await featuredIds()).not.toContain(project.id)
  })

  it('lists every project in the admin list', async () => {
    const project = await createProject()

    const response = await admin<Project[]>('GET', '/api/admin/projects')

    expect(response.status).toBe(200)
    expect(response.body.map((item) => item.id)).toContain(project.id)
  })
})

describe('admin testimonials', () => {
  it('creates a testimonial with rating 5 by default', async () => {
    const { rating: _rating, ...input } = buildTestimonial()

    const response = await admin<Testimonial>('POST', '/api/admin/testimonials', input)

    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      id: expect.any(Number),
      ...input,
      rating: 5,
      avatar: null,
      translations: {},
      createdAt: expect.any(String),
    })
    const row = await server.db
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow()
    expect(row.rating).toBe(5)
  })

  it('stores the rating and avatar it is given', async () => {
    const response = await admin<Testimonial>(
      'POST',
      '/api/admin/testimonials',
      buildTestimonial({ rating: 3, avatarUrl: 'https://example.com/a.png' }),
    )

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ rating: 3, avatarUrl: 'https://example.com/a.png' })
  })

  it.each([0, 6, 4.5, -1, 'five'])('answers 400 for rating %j and stores nothing', async (rating) => {
    const before = await countRows('testimonials')

    const response = await admin<ValidationBody>('POST', '/api/admin/testimonials', {
      ...buildTestimonial(),
      rating,
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([
      { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
    ])
    expect(await countRows('testimonials')).toBe(before)
  })

  it.each(['name', 'title', 'company', 'content'] as const)(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { [field]: _omitted, ...input } = buildTestimonial()

      const response = await admin<ValidationBody>('POST', '/api/admin/testimonials', input)

      expect(response.status).toBe(400)
      expect(response.body.issues).toEqual([expect.objectContaining({ path: field })])
    },
  )

  it('updates fields with PATCH', async () => {
    const testimonial = await createTestimonial()

    const response = await admin<Testimonial>('PATCH', `/api/admin/testimonials/${testimonial.id}`, {
      ...buildTestimonial(),
      company: 'New Company',
      rating: 3,
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: testimonial.id, company: 'New Company', rating: 3 })
    const row = await server.db
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', testimonial.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ company: 'New Company', rating: 3 })
  })

  it('changes only the fields a PATCH sends', async () => {
    const testimonial = await createTestimonial({ rating: 2, avatarUrl: '/avatars/kept.png' })

    const response = await admin<Testimonial>('PATCH', `/api/admin/testimonials/${testimonial.id}`, {
      content: 'Only the content',
    })

    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      name: testimonial.name,
      content: 'Only the content',
      rating: 2,
      avatarUrl: '/avatars/kept.png',
    })
  })

  it('answers 400 for a PATCH with rating 6 and keeps the old rating', async () => {
    const testimonial = await createTestimonial({ rating: 4 })

    const response = await admin('PATCH', `/api/admin/testimonials/${testimonial.id}`, { rating: 6 })

    expect(response.status).toBe(400)
    const row = await server.db
      .selectFrom('testimonials')
      .select('rating')
      .where('id', '=', testimonial.id)
      .executeTakeFirstOrThrow()
    expect(row.rating).toBe(4)
  })

  it('answers 404 for PATCH of an unknown id', async () => {
    const response = await admin('PATCH', '/api/admin/testimonials/987654', { rating: 4 })

    expect(response.status).toBe(404)
    expect(response.body).toEqual({ message: 'Testimonial not found' })
  })

  it('answers 404 for an empty PATCH of an unknown id', async () => {
    const response = await admin('PATCH', '/api/admin/testimonials/987654', {})

    expect(response.status).toBe(404)
  })

  it('deletes a testimonial, then 404 on a second delete', async () => {
    const testimonial = await createTestimonial()

    const response = await admin('DELETE', `/api/admin/testimonials/${testimonial.id}`)

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Testimonial deleted successfully' })
    const publicList = await server.request<Testimonial[]>('/api/testimonials')
    expect(publicList.body.map((item) => item.id)).not.toContain(testimonial.id)
    const again = await admin('DELETE', `/api/admin/testimonials/${testimonial.id}`)
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ message: 'Testimonial not found' })
  })

  it('lists testimonials in the admin list', async () => {
    const testimonial = await createTestimonial()

    const response = await admin<Testimonial[]>('GET', '/api/admin/testimonials')

    expect(response.status).toBe(200)
    expect(response.body.map((item) => item.id)).toContain(testimonial.id)
  })
})
