import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/** The route that shows the 404 page for every path no other page has (`*` in app/routes.ts). */
const catchAllRouteId = 'routes/not-found'

/**
 * Whether a path reaches only the site's catch-all page. That page is the same whatever the path (its
 * head names no URL), so the page cache keeps one copy for all of them: a scan of a thousand made-up
 * paths renders it once instead of a thousand times.
 */
export function catchAllPaths(routes: ServerBuild['routes']): (pathname: string) => boolean {
  type Node = RouteObject & { id: string; children: Node[] }
  const nodes = new Map<string, Node>()
  for (const route of Object.values(routes)) {
    if (route)
      nodes.set(route.id, {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: [],
      } as Node)
  }
  const roots: Node[] = []
  for (const route of Object.values(routes)) {
    if (!route) continue
    const node = nodes.get(route.id) as Node
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return (pathname) =>
    isDecodable(pathname) && matchRoutes(roots, pathname)?.at(-1)?.route.id === catchAllRouteId
}

/** React Router warns on the console for a path it cannot decode; such a path is simply not shared. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}
