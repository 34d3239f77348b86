import type { ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { catchAllPaths } from './catch-all.ts'

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: {},
})
const routes = {
  root: route('root', undefined, ''),
  'routes/public-layout': route('routes/public-layout', 'root'),
  'routes/home': route('routes/home', 'routes/public-layout', undefined, true),
  'routes/blog-post': route('routes/blog-post', 'routes/public-layout', 'blog/:slug'),
  'routes/not-found': route('routes/not-found', 'routes/public-layout', '*'),
} as unknown as ServerBuild['routes']

describe('paths only the 404 page answers', () => {
  const isCatchAll = catchAllPaths(routes)

  it('are the paths no other page has', () => {
    expect(isCatchAll('/no-such-page')).toBe(true)
    expect(isCatchAll('/wp-admin/setup.php')).toBe(true)
    expect(isCatchAll('/')).toBe(false)
    expect(isCatchAll('/blog/any-article')).toBe(false)
  })

  it('leave out a path that cannot be decoded, without a word on the console', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(isCatchAll('/%E0%A4%A')).toBe(false)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})
