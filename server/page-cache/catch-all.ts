import type { ServerBuild } from 'react-router'

/**
 * The routes that show the 404 page for every path no other page has (`*` in app/routes.ts), one per
 * language: `routes/not-found`, `es/routes/not-found`, `fr/routes/not-found`.
 */
const isCatchAllRoute = (id: string) => id === 'routes/not-found' || id.endsWith('/routes/not-found')

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

/**
 * Whether a path reaches only the site's catch-all page. That page is the same whatever the path (its
 * head names no URL), so the page cache keeps one copy for all of them: a scan of a thousand made-up
 * paths renders it once instead of a thousand times.
 *
 * React Router's `matchRoutes` flattens and ranks the whole route tree and compiles a pattern for each
 * branch on every call (a twentieth of the server's time under a flood of new paths), so the patterns
 * of every other page are compiled here once, as React Router compiles them.
 */
export function catchAllPaths(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const all = Object.values(routes).filter((route): route is BuildRoute => route !== undefined)
  const byId = new Map(all.map((route) => [route.id, route]))
  const fullPath = (route: BuildRoute | undefined): string =>
    route === undefined ? '' : joinPaths(fullPath(byId.get(route.parentId ?? '')), route.path ?? '')
  const pages = all
    .filter((route) => !isCatchAllRoute(route.id) && (route.path !== undefined || route.index))
    .flatMap((route) =>
      explodeOptionalSegments(fullPath(route)).map((path) => compile(path, route.caseSensitive)),
    )
  return (pathname) => {
    const decoded = decodedPath(pathname)
    return decoded !== undefined && !pages.some((page) => page.test(decoded))
  }
}

function joinPaths(parent: string, child: string): string {
  return `/${[parent, child].join('/')}`.replace(/\/\/+/g, '/')
}

/** `a/:b?/c` is two patterns, `a/c` and `a/:b/c`, as React Router explodes it. */
function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  let paths = ['']
  for (const segment of segments) {
    const required = segment.replace(/\?$/, '')
    const joined = paths.map((prefix) => `${prefix}/${required}`)
    paths = segment.endsWith('?') ? [...paths, ...joined] : joined
  }
  return paths.map((exploded) => exploded || '/')
}

/** React Router's `compilePath` for a whole-path match (`end: true`). */
function compile(path: string, caseSensitive = false): RegExp {
  const splat = path.endsWith('*')
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_, optional) => (optional ? '/?([^\\/]+)?' : '/([^\\/]+)'))}`
  if (splat) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  else source += '\\/*$'
  return new RegExp(source, caseSensitive ? undefined : 'i')
}

/** React Router decodes the path before matching; a path it cannot decode is simply not shared. */
function decodedPath(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return undefined
  }
}
