import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import siteRoutes from '../../app/routes.ts'
import { catchAllPaths } from './catch-all.ts'

type ConfigEntry = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigEntry[] }
type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }

/** The build's flat route table for a route config, as React Router's build names the routes. */
function buildRoutes(entries: ConfigEntry[]): ServerBuild['routes'] {
  const table: Record<string, BuildRoute> = { root: { id: 'root', path: '' } }
  const add = (entry: ConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
    table[id] = { id, parentId, path: entry.path, index: entry.index }
    for (const child of entry.children ?? []) add(child, id)
  }
  for (const entry of entries) add(entry, 'root')
  return table as unknown as ServerBuild['routes']
}

/** The same question asked of React Router's own matcher. */
function reachesOnlyTheCatchAll(routes: ServerBuild['routes'], pathname: string): boolean {
  type Node = RouteObject & { id: string; children: Node[] }
  const nodes = new Map<string, Node>()
  for (const route of Object.values(routes) as BuildRoute[])
    nodes.set(route.id, { ...route, children: [] } as Node)
  const roots: Node[] = []
  for (const route of Object.values(routes) as BuildRoute[]) {
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId)
    if (parent) parent.children.push(nodes.get(route.id) as Node)
    else roots.push(nodes.get(route.id) as Node)
  }
  return matchRoutes(roots, pathname)?.at(-1)?.route.id.endsWith('routes/not-found') === true
}

const paths = [
  '/',
  '/blog',
  '/blog/',
  '/BLOG',
  '/blog/any-article',
  '/blog/any-article/',
  '/blog/a/b',
  '/demo-request',
  '/demo-request/some-project',
  '/demo-request/some-project/more',
  '/admin',
  '/admin/leads/contact/12',
  '/admin/leads/contact',
  '/case-studies-summary.pdf',
  '/case-studies-summaryXpdf',
  '/newsletter/confirm',
  '/newsletter',
  '/no-such-page',
  '/wp-admin/setup.php',
  '/blog/caf%C3%A9',
  '/blog/a%2Fb',
  '/privacy/extra',
  '//blog',
  '/es',
  '/es/',
  '/es/blog/any-article',
  '/fr/demo-request/some-project',
  '/fr/no-such-page',
  '/es/admin',
  '/esx/blog',
  '/de/blog',
]

describe('paths only the 404 page answers', () => {
  const routes = buildRoutes(siteRoutes as ConfigEntry[])
  const isCatchAll = catchAllPaths(routes)

  it('are the paths no other page has', () => {
    expect(isCatchAll('/no-such-page')).toBe(true)
    expect(isCatchAll('/wp-admin/setup.php')).toBe(true)
    expect(isCatchAll('/')).toBe(false)
    expect(isCatchAll('/blog/any-article')).toBe(false)
    expect(isCatchAll('/demo-request')).toBe(false)
    expect(isCatchAll('/demo-request/a-project')).toBe(false)
  })

  it("agree with React Router's matcher on the site's routes", () => {
    for (const pathname of paths)
      expect([pathname, isCatchAll(pathname)]).toEqual([pathname, reachesOnlyTheCatchAll(routes, pathname)])
  })

  it('honour a case-sensitive route', () => {
    const table = {
      root: { id: 'root', path: '' },
      'routes/exact': { id: 'routes/exact', parentId: 'root', path: 'Exact', caseSensitive: true },
      'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
    } as unknown as ServerBuild['routes']
    expect(catchAllPaths(table)('/Exact')).toBe(false)
    expect(catchAllPaths(table)('/exact')).toBe(true)
  })

  it('leave out a path that cannot be decoded, without a word on the console', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(isCatchAll('/%E0%A4%A')).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
