import type { AddressInfo } from 'node:net'
import express from 'express'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BlogPost, Project, SearchResult } from '~/lib/models.ts'
import { feedsRouter } from '../../server/feeds.ts'
import { buildBlogPost, buildProject } from '../factories.ts'
import { testDialect } from '../support/databases.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({ SEED_DEMO_CONTENT: 'false' }, { pages: true })

/** 30 published posts (20 Strategy, 10 Technology), a day apart, and 3 drafts; 26 projects. */
const publishedPosts = 30
const projectCount = 26
const day = 24 * 60 * 60 * 1000
const start = Date.parse('2026-01-01T09:00:00.000Z')

beforeAll(async () => {
  const posts = Array.from({ length: publishedPosts + 3 }, (_, index) => {
    const post = buildBlogPost({
      title: `Paged note ${String(index).padStart(2, '0')}`,
      slug: `paged-note-${index}`,
      category: index % 3 === 2 ? 'Technology' : 'Strategy',
      published: index < publishedPosts ? 1 : 0,
      content: `Budget pacing for agencies, number ${index}.`,
    })
    return {
      ...post,
      tags: JSON.stringify(post.tags),
      createdAt: new Date(start + index * day).toISOString(),
    }
  })
  await server.db.insertInto('blogPosts').values(posts).execute()
  const projects = Array.from({ length: projectCount }, (_, index) => {
    const project = buildProject({
      title: `Paged project ${String(index).padStart(2, '0')}`,
      slug: `paged-project-${index}`,
      category: index % 2 === 0 ? 'cybersecurity' : 'sustainability',
    })
    return {
      ...project,
      technologies: JSON.stringify(project.technologies),
      createdAt: new Date(start + index * day).toISOString(),
    }
  })
  await server.db.insertInto('projects').values(projects).execute()
})

async function html(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'en' } })
  return { status: response.status, text: await response.text() }
}

const titlesIn = (text: string, noun: 'note' | 'project') =>
  [...text.matchAll(new RegExp(`Paged ${noun} (\\d{2})`, 'g'))].map((match) => Number(match[1]))
const linkHref = (text: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(text)?.[1]?.replaceAll('&amp;', '&')

describe(`the blog in pages (${testDialect})`, () => {
  it('shows twelve posts a page, newest first, with one URL per page and rel=prev/next', async () => {
    const first = await html('/blog')
    expect(first.status).toBe(200)
    expect([...new Set(titlesIn(first.text, 'note'))]).toEqual([
      29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18,
    ])
    expect(linkHref(first.text, 'canonical')).toMatch(/\/blog$/)
    expect(linkHref(first.text, 'prev')).toBeUndefined()
    expect(linkHref(first.text, 'next')).toMatch(/\/blog\?page=2$/)

    const second = await html('/blog?page=2')
    expect([...new Set(titlesIn(second.text, 'note'))]).toEqual([17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6])
    expect(linkHref(second.text, 'canonical')).toMatch(/\/blog\?page=2$/)
    expect(linkHref(second.text, 'prev')).toMatch(/\/blog$/)
    expect(linkHref(second.text, 'next')).toMatch(/\/blog\?page=3$/)
    expect(second.text).toMatch(/<title>[^<]*Page 2[^<]*<\/title>/)
    expect(second.text).toContain('aria-current="page"')

    const last = await html('/blog?page=3')
    expect([...new Set(titlesIn(last.text, 'note'))]).toEqual([5, 4, 3, 2, 1, 0])
    expect(linkHref(last.text, 'next')).toBeUndefined()
    expect((await html('/blog?page=4')).status).toBe(404)
  })

  it('pages a category on its own, keeping the filter in every link', async () => {
    const page = await html('/blog?category=Technology&page=1')
    const technology = [29, 26, 23, 20, 17, 14, 11, 8, 5, 2].filter((n) => n < publishedPosts)
    expect([...new Set(titlesIn(page.text, 'note'))]).toEqual(technology)
    expect(linkHref(page.text, 'next')).toBeUndefined()
    const strategy = await html('/blog?category=Strategy&page=2')
    expect(new Set(titlesIn(strategy.text, 'note')).size).toBe(8)
    expect(linkHref(strategy.text, 'prev')).toMatch(/\/blog\?category=Strategy$/)
    // A filtered list, whatever its page, points at the list itself.
    expect(linkHref(strategy.text, 'canonical')).toMatch(/\/blog$/)
  })

  it('reads any other spelling of page 1 as page 1, and never shows a draft', async () => {
    const plain = titlesIn((await html('/blog')).text, 'note')
    for (const spelling of ['?page=1', '?page=01', '?page=abc', '?page=-3', '?page=1.5']) {
      expect(titlesIn((await html(`/blog${spelling}`)).text, 'note'), spelling).toEqual(plain)
    }
    const all = await Promise.all([1, 2, 3].map((page) => html(`/blog?page=${page}`)))
    expect(all.flatMap((page) => titlesIn(page.text, 'note')).some((n) => n >= publishedPosts)).toBe(false)
  })
})

describe(`projects in pages (${testDialect})`, () => {
  it('shows twelve projects a page with the total count, and pages a category', async () => {
    const first = await html('/projects')
    expect([...new Set(titlesIn(first.text, 'project'))]).toHaveLength(12)
    expect(first.text).toContain('26 projects')
    expect(linkHref(first.text, 'next')).toMatch(/\/projects\?page=2$/)
    expect(linkHref(first.text, 'prev')).toBeUndefined()
    const second = await html('/projects?page=2')
    expect(linkHref(second.text, 'prev')).toMatch(/\/projects$/)
    expect(linkHref(second.text, 'next')).toMatch(/\/projects\?page=3$/)
    const third = await html('/projects?page=3')
    expect([...new Set(titlesIn(third.text, 'project'))]).toEqual([1, 0])
    expect(linkHref(third.text, 'prev')).toMatch(/\/projects\?page=2$/)
    expect(linkHref(third.text, 'next')).toBeUndefined()
    expect((await html('/projects?page=4')).status).toBe(404)
    const category = await html('/projects?category=cybersecurity&page=2')
    expect([...new Set(titlesIn(category.text, 'project'))]).toEqual([0])
    expect(linkHref(category.text, 'prev')).toMatch(/\/projects\?category=cybersecurity$/)
  })
})

describe(`the JSON lists in pages (${testDialect})`, () => {
  it('keep the spec array for the first page, with the total and the links to the others', async () => {
    const first = await server.request<BlogPost[]>('/api/blog-posts?limit=10')
    expect(first.status).toBe(200)
    expect(first.body.map((post) => post.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Paged note ${String(29 - index).padStart(2, '0')}`),
    )
    expect(first.headers.get('x-total-count')).toBe('30')
    expect(first.headers.get('link')).toBe(
      '</api/blog-posts?limit=10&page=1>; rel="first", </api/blog-posts?limit=10&page=2>; rel="next", </api/blog-posts?limit=10&page=3>; rel="last"',
    )
    const third = await server.request<BlogPost[]>('/api/blog-posts?limit=10&page=3')
    expect(third.body.map((post) => post.title).at(-1)).toBe('Paged note 00')
    expect(third.headers.get('link')).toContain('</api/blog-posts?limit=10&page=2>; rel="prev"')
    expect((await server.request<BlogPost[]>('/api/blog-posts?limit=10&page=4')).body).toEqual([])
  })

  it('name in their links only the parameters the list reads, however long the query', async () => {
    const noise = '%C3%A9'.repeat(1_200)
    const answer = await server.request<BlogPost[]>(`/api/blog-posts?limit=10&category=all&utm=${noise}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('link')).toBe(
      '</api/blog-posts?limit=10&page=1>; rel="first", </api/blog-posts?limit=10&page=2>; rel="next", </api/blog-posts?limit=10&page=3>; rel="last"',
    )
  })

  it('answer at most fifty by default and a hundred when asked, and refuse more', async () => {
    const all = await server.request<Project[]>('/api/projects')
    expect(all.body).toHaveLength(26)
    const big = await server.request<{ message: string }>('/api/projects?limit=101')
    expect(big.status).toBe(400)
    expect(big.body.message).toContain('limit must be at most 100')
    const bad = await server.request<{ message: string }>('/api/blog-posts?page=0')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('page must be at least 1')
  })

  it('page search results the same way', async () => {
    const first = await server.request<SearchResult[]>('/api/search?q=budget+pacing&limit=20')
    expect(first.body).toHaveLength(20)
    expect(first.headers.get('x-total-count')).toBe('30')
    const second = await server.request<SearchResult[]>('/api/search?q=budget+pacing&limit=20&page=2')
    expect(second.body).toHaveLength(10)
    const ids = new Set([...first.body, ...second.body].map((result) => result.id))
    expect(ids.size).toBe(30)
  })
})

describe(`feeds and the sitemap with many posts (${testDialect})`, () => {
  it('carry the newest fifty posts at most', async () => {
    await server.db
      .insertInto('blogPosts')
      .values(
        Array.from({ length: 30 }, (_, index) => {
          const post = buildBlogPost({ title: `Extra note ${index}`, slug: `extra-note-${index}` })
          return { ...post, tags: '[]', createdAt: new Date(start - (index + 1) * day).toISOString() }
        }),
      )
      .execute()
    const rss = await server.request('/rss.xml')
    expect(rss.text.match(/<item>/g)).toHaveLength(50)
    expect(rss.text).toContain('Paged note 29')
    expect(rss.text).not.toContain('Extra note 29')
    const feed = JSON.parse((await server.request('/feed.json')).text) as { items: unknown[] }
    expect(feed.items).toHaveLength(50)
  })

  it('split into files of the protocol size with an index past it', async () => {
    const app = express().use(feedsRouter(server.runtime, { sitemapSize: 80 }))
    const listener = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => listener.once('listening', resolve))
    const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
    try {
      const index = await (await fetch(`${base}/sitemap.xml`)).text()
      // 12 fixed pages and 60 published posts in three languages: 216 URLs, three files of at most
      // 80 (a page's languages may straddle two files).
      expect(index).toContain('<sitemapindex')
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
      expect(files).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml'])
      const urls: string[] = []
      for (const file of files) {
        const body = await (await fetch(`${base}${file}`)).text()
        urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))
      }
      expect(urls).toHaveLength(216)
      expect(new Set(urls).size).toBe(216)
      for (const prefix of ['', '/es', '/fr']) {
        expect(urls.filter((url) => url.startsWith(`${prefix}/blog/paged-note-`))).toHaveLength(30)
      }
      expect((await fetch(`${base}/sitemap-4.xml`)).status).toBe(404)
    } finally {
      listener.close()
    }
    const single = await server.request('/sitemap.xml')
    expect(single.text).toContain('<urlset')
  })
})
