import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { matchPage, PAGE_PATHS } from './page-paths'

describe('the pages the server knows', () => {
  it("are the router's pages, all of them", () => {
    // Written by the router's generator (`tsr generate`, run before every check and build).
    const tree = readFileSync('src/web/routeTree.gen.ts', 'utf8')
    const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? ''
    const routed = [...block.matchAll(/^\s*'([^']+)':/gm)].map(([, path]) =>
      path === '/' ? path : (path as string).replace(/\/$/, ''),
    )
    expect(routed.length).toBeGreaterThan(30)
    expect([...new Set(routed)].sort()).toEqual([...PAGE_PATHS].sort())
  })

  it.each([
    ['/', '/', null],
    ['/explore/', '/explore', null],
    ['/books/rust-101', '/books/$id', { section: 'books', id: 'rust-101' }],
    ['/books/rust-101/points', '/books/$id/points', { section: 'books', id: 'rust-101' }],
    ['/id/0b1f/friends', '/id/$id/friends', { section: 'id', id: '0b1f' }],
    ['/posts/%E4%BD%A0', '/posts/$id', { section: 'posts', id: '你' }],
  ])('%s is the page %s', (pathname, path, content) => {
    expect(matchPage(pathname)).toEqual({ path, content })
  })

  it.each(['/nope', '/books', '/books/a/b/c', '/explore//', '/timers/new/x', '/posts/%E4'])(
    '%s is no page',
    (pathname) => {
      expect(matchPage(pathname)).toBeNull()
    },
  )
})
