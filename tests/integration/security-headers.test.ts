import { beforeAll, describe, expect, it } from 'vitest'
import { buildBlogPost } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

/** The CSP as a map of directive to its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), sources)
  }
  return map
}

const nonceOf = (sources: string[] | undefined) =>
  (sources ?? []).map((source) => /^'nonce-([^']+)'$/.exec(source)?.[1]).find(Boolean)

describe('headers of HTML responses in production (HTTPS)', () => {
  const server = useTestServer(
    { NODE_ENV: 'production', PUBLIC_URL: 'https://consulting.example', COOKIE_SECURE: 'true' },
    { pages: true, signIn: true },
  )
  let slug: string
  beforeAll(async () => {
    slug = (
      await server.request<{ slug: string }>('/api/admin/blog-posts', {
        method: 'POST',
        token: server.token,
        json: buildBlogPost(),
      })
    ).body.slug
  })

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    return { status: response.status, headers: response.headers, html: await response.text() }
  }

  it.each(['/', '/blog', '/no-such-page'])('%s carries the full header set', async (path) => {
    const { headers, html } = await get(path)
    expect(headers.get('content-type')).toMatch(/^text\/html/)

    const csp = directives(headers.get('content-security-policy'))
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    const nonce = nonceOf(scriptSrc)
    expect(nonce).toBeDefined()
    // At least 128 bits of randomness, and the page's scripts carry exactly this nonce.
    expect(Buffer.from(nonce ?? '', 'base64').length).toBeGreaterThanOrEqual(16)
    expect(html).toContain(`nonce="${nonce}"`)
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.has('upgrade-insecure-requests')).toBe(true)
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')

    const hsts = headers.get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.has('x-powered-by')).toBe(false)
  })

  it('gives every response a fresh nonce, cached pages included', async () => {
    const nonces = []
    for (let round = 0; round < 3; round += 1) {
      const { headers, html } = await get('/')
      const nonce = nonceOf(directives(headers.get('content-security-policy')).get('script-src'))
      expect(html).toContain(`nonce="${nonce}"`)
      nonces.push(nonce)
    }
    expect(new Set(nonces).size).toBe(3)
  })

  it('lets any site frame the embed view of an article, and only that view', async () => {
    const embed = await get(`/blog/${slug}?embed=true`)
    expect(embed.status).toBe(200)
    expect(directives(embed.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['*'])
    expect(embed.headers.has('x-frame-options')).toBe(false)

    const article = await get(`/blog/${slug}`)
    expect(directives(article.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'self'",
    ])
    expect(article.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe('headers over plain HTTP (no PUBLIC_URL, no COOKIE_SECURE)', () => {
  const server = useTestServer({ NODE_ENV: 'production' }, { pages: true })

  it('sends no HSTS and no upgrade-insecure-requests, and keeps the rest', async () => {
    const response = await fetch(`${server.url}/`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(response.headers.has('strict-transport-security')).toBe(false)
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.has('x-powered-by')).toBe(false)
  })
})
