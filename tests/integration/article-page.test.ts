import http from 'node:http'
import { Parser } from 'htmlparser2'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildBlogPost } from '../factories.ts'
import corpus from '../fixtures/dompurify-xss-payloads.json' with { type: 'json' }
import { expectAllowedElement } from '../support/body-html.ts'
import { useTestServer } from '../support/test-server.ts'

// No PUBLIC_URL: links are made from the Host each request names, as on a server reached by address.
const server = useTestServer({}, { pages: true, signIn: true })

async function createPost(overrides: Parameters<typeof buildBlogPost>[0] = {}) {
  const response = await server.request<{ id: number; slug: string; title: string }>(
    '/api/admin/blog-posts',
    {
      method: 'POST',
      token: server.token,
      json: buildBlogPost(overrides),
    },
  )
  expect(response.status, response.text).toBe(201)
  return response.body
}

/** A page as a browser at `host` would get it (fetch cannot set Host), with the owner's cookie or not. */
function getPage(path: string, options: { host?: string; session?: string } = {}) {
  const url = new URL(path, server.url)
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; html: string }>(
    (resolve, reject) => {
      const request = http.get(
        url,
        {
          headers: {
            host: options.host ?? url.host,
            ...(options.session ? { cookie: `session=${encodeURIComponent(options.session)}` } : {}),
          },
        },
        (response) => {
          let html = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            html += chunk
          })
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, html }),
          )
        },
      )
      request.on('error', reject)
    },
  )
}

type Element = { name: string; attributes: Record<string, string>; text: string; children: Element[] }

/** The article body's elements (below `.article-body`), read with a real HTML parser. */
function articleBody(html: string): Element {
  const root: Element = { name: '#body', attributes: {}, text: '', children: [] }
  const stack: Element[] = []
  let depth = 0
  const voids = new Set(['img', 'source', 'br'])
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stack.length === 0) {
          if (name === 'div' && /(^|\s)article-body(\s|$)/.test(attributes.class ?? '')) {
            stack.push(root)
            depth = 1
          }
          return
        }
        const element: Element = { name, attributes, text: '', children: [] }
        stack.at(-1)?.children.push(element)
        if (!voids.has(name)) stack.push(element)
        if (name === 'div') depth += 1
      },
      ontext(text) {
        for (const element of stack) element.text += text
      },
      onclosetag(name) {
        if (stack.length === 0 || voids.has(name)) return
        if (name === 'div') depth -= 1
        if (depth === 0) stack.length = 0
        else stack.pop()
      },
    },
    { decodeEntities: false },
  )
  parser.write(html)
  parser.end()
  return root
}

function all(element: Element): Element[] {
  return element.children.flatMap((child) => [child, ...all(child)])
}

const find = (element: Element, name: string) => all(element).filter((each) => each.name === name)

async function uploadPng(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const response = await server.request<{ url: string; widths: number[] }>('/api/admin/uploads', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': 'image/png', 'x-file-name': 'chart.png' },
    body: new Uint8Array(png),
  })
  expect(response.status).toBe(201)
  return response.body
}

describe('an article with code, a table and an image', () => {
  it('renders them on the page: highlighted code, a scrolling table, a captioned picture with its sizes, heading anchors', async () => {
    const upload = await uploadPng(1600, 900)
    const post = await createPost({
      content: [
        '## Cost by service',
        '',
        `![Monthly cost by service](${upload.url})`,
        '*Figure 1: cost by service*',
        '',
        'Run `kubectl top pods` first.',
        '',
        '```python\ndef total(rows):\n    return sum(row["cost"] for row in rows)\n```',
        '',
        '| Service | Cost |\n|---|--:|\n| Compute | $1,200 |',
      ].join('\n'),
    })
    const page = await getPage(`/blog/${post.slug}`)
    expect(page.status).toBe(200)
    const body = articleBody(page.html)

    const [heading] = find(body, 'h2')
    expect(heading?.attributes.id).toBe('cost-by-service')
    expect(heading?.children[0]?.attributes.href).toBe('#cost-by-service')

    const [figure] = find(body, 'figure')
    const sources = find(figure!, 'source')
    expect(sources.map((source) => source.attributes.type)).toEqual(['image/avif', 'image/webp'])
    const base = upload.url.replace(/\.[a-z]+$/, '')
    expect(sources[0]?.attributes.srcset).toBe(
      upload.widths.map((width) => `${base}-${width}.avif ${width}w`).join(', '),
    )
    const [image] = find(figure!, 'img')
    expect(image?.attributes).toMatchObject({
      src: upload.url,
      alt: 'Monthly cost by service',
      width: '1600',
      height: '900',
      loading: 'lazy',
    })
    expect(find(figure!, 'figcaption')[0]?.text).toBe('Figure 1: cost by service')
    // Every address the picture names is served.
    for (const address of [
      upload.url,
      ...(sources[0]?.attributes.srcset ?? '').split(', ').map((c) => c.split(' ')[0]),
    ])
      expect((await fetch(`${server.url}${address}`)).status, address).toBe(200)

    expect(find(body, 'code').some((code) => code.text === 'kubectl top pods')).toBe(true)
    const [block] = find(body, 'pre')
    expect(block?.attributes.tabindex).toBe('0')
    expect(block?.children[0]?.attributes.class).toBe('language-python')
    expect(find(block!, 'span').map((span) => span.attributes.class)).toContain('hljs-keyword')

    const [scroller] = find(body, 'div')
    expect(scroller?.attributes).toEqual({ class: 'table-scroll', tabindex: '0' })
    const cells = find(scroller!, 'td')
    expect(cells.map((cell) => [cell.text, cell.attributes.align])).toEqual([
      ['Compute', undefined],
      ['$1,200', 'right'],
    ])
  })
})

describe('the DOMPurify XSS corpus on the article page', () => {
  const { payloads } = corpus as { payloads: string[] }

  it('leaves only allowed elements and attributes in the body, in every construct', async () => {
    // The corpus in posts of at most 60,000 characters, each payload as a block, in a table cell, as an
    // image's address and description, and in a caption.
    const blocks = payloads.map((payload) =>
      [
        payload,
        `| A |\n|---|\n| ${payload.replaceAll('\n', ' ').replaceAll('|', '\\|')} |`,
        `![x](${payload})`,
        `![${payload}](/uploads/a.png)\n*${payload}*`,
      ].join('\n\n'),
    )
    const posts: string[] = []
    let current = ''
    for (const block of blocks) {
      if (current.length + block.length > 55_000) {
        posts.push(current)
        current = ''
      }
      current += `${block}\n\n`
    }
    posts.push(current)
    let checked = 0
    for (const content of posts) {
      const post = await createPost({ content })
      const page = await getPage(`/blog/${post.slug}`)
      expect(page.status).toBe(200)
      expect(page.html).not.toContain('alert(1)</script>')
      for (const element of all(articleBody(page.html))) {
        expectAllowedElement(element.name, element.attributes, `<${element.name}> in ${post.slug}`)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(payloads.length)
  })
})

describe('the author tools', () => {
  it('are not in a reader’s page, nor in the copy the page cache keeps', async () => {
    const post = await createPost()
    for (let time = 0; time < 2; time += 1) {
      const page = await getPage(`/blog/${post.slug}`)
      expect(page.html).not.toMatch(/author-tools|Embed this article|\?embed=true/)
    }
    const forged = await getPage(`/blog/${post.slug}`, { session: 'forged-session' })
    expect(forged.html).not.toMatch(/author-tools|\?embed=true/)
  })

  it('give the signed-in owner the embed code at the public address, never kept for readers', async () => {
    const post = await createPost()
    const session = await server.login()
    const owner = await getPage(`/blog/${post.slug}`, { host: 'consultant.example', session })
    expect(owner.headers['cache-control']).toBe('private, no-store')
    expect(owner.html).toContain('id="author-tools-heading"')
    expect(owner.html).toContain(
      `&lt;iframe src=&quot;http://consultant.example/blog/${post.slug}?embed=true&quot; width=&quot;100%&quot; height=&quot;400&quot;`,
    )
    expect(owner.html).toContain(`src="/og/${post.slug}.png"`)
    const reader = await getPage(`/blog/${post.slug}`, { host: 'consultant.example' })
    expect(reader.html).not.toMatch(/author-tools|\?embed=true/)
  })

  it('name no internal address: at one, the owner is told to set PUBLIC_URL instead', async () => {
    const post = await createPost()
    const session = await server.login()
    for (const host of [new URL(server.url).host, 'localhost:3000', '10.0.0.5', 'intranet-box']) {
      const owner = await getPage(`/blog/${post.slug}`, { host, session })
      expect(owner.html, host).toContain('id="author-tools-heading"')
      expect(owner.html, host).not.toContain('?embed=true')
      expect(owner.html, host).toContain(
        `This page was opened at ${host}, an address other sites cannot reach.`,
      )
    }
  })
})
