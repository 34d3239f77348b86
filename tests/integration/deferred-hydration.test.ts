import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBlogPost } from '../factories.ts'
import { adminCredentials } from '../support/credentials.ts'
import { createScratchDatabase, type ScratchDatabase } from '../support/databases.ts'
import { projectRoot } from '../support/project-commands.ts'
import { hasProductionBuild, type ServerProcess, startServerProcess } from '../support/server-process.ts'

/**
 * app/lib/deferred-hydration.server.ts rewrites what React Router's <Scripts> writes, and
 * app/components/ui/server-html.tsx renders parts the browser keeps as served. Both rely on the
 * shape of the framework's output; these tests read it from the production build, so a React or
 * React Router upgrade that changes that shape fails here rather than silently in browsers.
 */

type Script = { attributes: Record<string, string>; text: string }
type Page = {
  links: Record<string, string>[]
  scripts: Script[]
  /** The first element inside each `display: contents` wrapper a server-HTML part renders. */
  serverHtmlParts: string[]
  /** What follows the last script: nothing but the end of the document. */
  afterLastScript: string
}

/** `section#services`, `section[get-in-touch]` (by the heading that labels it), or `footer`. */
function partName(element: string, attributes: Record<string, string>): string {
  if (attributes.id) return `${element}#${attributes.id}`
  if (attributes['aria-labelledby']) return `${element}[${attributes['aria-labelledby']}]`
  return element
}

function parsePage(html: string): Page {
  const page: Page = { links: [], scripts: [], serverHtmlParts: [], afterLastScript: '' }
  let script: Script | undefined
  let wrapperOpened = false
  const parser = new Parser({
    onopentag(name, attributes) {
      if (wrapperOpened) page.serverHtmlParts.push(partName(name, attributes))
      wrapperOpened = name === 'div' && attributes.class === 'contents'
      if (name === 'link') page.links.push(attributes)
      if (name === 'script') script = { attributes, text: '' }
    },
    ontext(text) {
      if (script) script.text += text
    },
    onclosetag(name) {
      if (name === 'script' && script) {
        page.scripts.push(script)
        script = undefined
      }
    },
  })
  parser.write(html)
  parser.end()
  page.afterLastScript = html.slice(html.lastIndexOf('</script>') + '</script>'.length)
  return page
}

/** The inline module script that imports the route modules and starts the app. */
function moduleScriptOf(page: Page): string {
  const modules = page.scripts.filter((script) => script.attributes.type === 'module')
  expect(modules, 'one module script').toHaveLength(1)
  expect(modules[0]?.attributes.async, 'the module script stays async').toBe('')
  return modules[0]?.text ?? ''
}

/** The module URLs the deferred script preloads, in its `for (const href of [...])` loop. */
function preloadedBy(script: string): string[] {
  const list =
    /for\(const href of (\[[^\]]*\])\)\{const link=document\.createElement\('link'\);link\.rel='modulepreload'/.exec(
      script,
    )?.[1]
  expect(list, 'the script preloads the modules itself').toBeDefined()
  return JSON.parse(list ?? '[]') as string[]
}

/**
 * The modules of the parts kept as server HTML, from their declarations (`serverHtml(name, () =>
 * import('./file.tsx'))`): the build gives each a chunk of its own, loaded only when the part goes live.
 */
function serverHtmlModules(): string[] {
  const sources = readdirSync(path.join(projectRoot, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(path.join(projectRoot, 'app', file), 'utf8'))
  const declared = sources.flatMap((source) =>
    [...source.matchAll(/serverHtml\(\s*'\w+',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
      (match) => match[1] ?? '',
    ),
  )
  expect(declared.length, 'serverHtml parts found in app/').toBeGreaterThan(5)
  // A module some page also renders as it is (the newsletter form on /blog) loads where it does.
  const importedAsItIs = (specifier: string) =>
    sources.some((source) => source.includes(`from '${specifier}'`))
  return declared
    .filter((specifier) => !importedAsItIs(specifier))
    .map((specifier) => path.basename(specifier, '.tsx'))
}

describe.skipIf(!hasProductionBuild)(
  'the production build rewrites the framework output of each page',
  () => {
    let scratch: ScratchDatabase
    let server: ServerProcess
    let articlePath: string

    beforeAll(async () => {
      scratch = await createScratchDatabase()
      server = await startServerProcess(scratch.env)
      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminCredentials),
      })
      const { token } = (await login.json()) as { token: string }
      const created = await fetch(`${server.url}/api/admin/blog-posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(buildBlogPost()),
      })
      expect(created.status).toBe(201)
      articlePath = `/blog/${((await created.json()) as { slug: string }).slug}`
    }, 60_000)

    afterAll(async () => {
      server?.child.kill('SIGTERM')
      await server?.exited
      await scratch?.drop()
    })

    const pages = [
      {
        name: 'the home page',
        pathname: () => '/',
        parts: ['section#services', 'section#testimonials', 'footer'],
      },
      { name: 'the blog', pathname: () => '/blog', parts: ['footer'] },
      // The newsletter signup beside an article is a part that goes live when near, on phones below the fold.
      { name: 'an article', pathname: () => articlePath, parts: ['footer'], lazy: ['newsletter-form'] },
      {
        name: 'the contact page',
        pathname: () => '/contact',
        parts: ['section[get-in-touch]', 'section[how-i-can-help]', 'footer'],
      },
    ]

    describe.each(pages)('$name', ({ pathname, parts, lazy = [] }) => {
      let page: Page
      let script: string
      beforeAll(async () => {
        const response = await fetch(`${server.url}${pathname()}`)
        expect(response.status).toBe(200)
        page = parsePage(await response.text())
        script = moduleScriptOf(page)
      })

      it('has no modulepreload link left in the HTML', () => {
        expect(page.links.filter((link) => link.rel === 'modulepreload')).toEqual([])
      })

      it('waits for the first paint, then preloads and imports the route modules dynamically, then the entry', () => {
        expect(script.startsWith('await new Promise((resolve)=>{')).toBe(true)
        expect(script).toContain("performance.getEntriesByName('first-contentful-paint')")
        expect(script, 'no static import left').not.toMatch(/(^|[;\n])\s*import\s*(\*|\{|")/)

        const preloads = preloadedBy(script)
        expect(preloads.some((href) => /\/entry\.client-[\w-]+\.js$/.test(href))).toBe(true)
        expect(preloads.some((href) => /\/root-[\w-]+\.js$/.test(href))).toBe(true)
        const imports =
          /const \[([\w$]+(?:,[\w$]+)*)\]=await Promise\.all\(\[((?:import\("[^"]+"\),?)+)\]\);/.exec(script)
        expect(imports, 'the route modules are imported together').not.toBeNull()
        const routeModules = [...(imports?.[2] ?? '').matchAll(/import\("([^"]+)"\)/g)].map(
          (match) => match[1],
        )
        expect(routeModules.length).toBe(imports?.[1]?.split(',').length)
        for (const href of routeModules) expect(preloads).toContain(href)

        const registered = script.indexOf('window.__reactRouterRouteModules')
        expect(registered).toBeGreaterThan(script.indexOf('await Promise.all'))
        expect(script.slice(registered)).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/)
        // Valid JavaScript (as the body of an async function, for its top-level await).
        expect(() => new Function(`return async () => {${script}}`)).not.toThrow()
      })

      it('links no manifest: the page links it once loaded, so the first paint does not wait for it and its icon', () => {
        expect(page.links.filter((link) => link.rel === 'manifest')).toEqual([])
      })

      it('carries its icon in the page: no request for it on the way to the first paint', () => {
        const icons = page.links.filter((link) => link.rel === 'icon')
        expect(icons).toHaveLength(1)
        const [, encoded] = /^data:image\/svg\+xml;base64,(.+)$/.exec(icons[0]?.href ?? '') ?? []
        expect(Buffer.from(encoded ?? '', 'base64').toString()).toContain('<svg')
      })

      it('ends with the page texts, added before </body> once the page is rendered', () => {
        const last = page.scripts.at(-1)
        expect(last?.attributes).toMatchObject({ type: 'application/json', id: 'page-texts' })
        expect(JSON.parse(last?.text ?? '')).toHaveProperty('language', 'en')
        expect(page.afterLastScript).toBe('</body></html>')
      })

      it('renders the parts kept as server HTML in their wrappers, without preloading their code', () => {
        for (const part of parts) expect(page.serverHtmlParts).toContain(part)
        const modules = [...serverHtmlModules(), ...lazy]
        const partChunks = preloadedBy(script).filter((href) =>
          modules.some((module) => new RegExp(`/${module}-[\\w-]+\\.js$`).test(href)),
        )
        expect(partChunks).toEqual([])
      })
    })
  },
)
