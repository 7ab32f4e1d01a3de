/**
 * Every page of the web app, as the router names them (`$id` a parameter), so the server knows
 * which addresses are pages (200) and which are not (404), and which name public content whose
 * link should preview. Kept equal to the router's tree by page-paths.test.ts.
 */
export const PAGE_PATHS = [
  '/',
  '/admin',
  '/app',
  '/auth/confirm',
  '/badges',
  '/books/$id',
  '/books/$id/agent',
  '/books/$id/import',
  '/books/$id/new',
  '/books/$id/points',
  '/books/$id/setting',
  '/confirm',
  '/explore',
  '/explore/new',
  '/id/$id',
  '/id/$id/edit',
  '/id/$id/follower',
  '/id/$id/following',
  '/id/$id/friends',
  '/login',
  '/mine',
  '/notifications',
  '/points/$id',
  '/points/$id/edit',
  '/posts',
  '/posts/$id',
  '/privacy',
  '/reports/books',
  '/reports/comments',
  '/reports/posts',
  '/reports/users',
  '/search',
  '/setting',
  '/stars',
  '/study',
  '/terms',
  '/timers',
  '/timers/new',
] as const

/** The kinds of content a page's `$id` names: its first segment. */
const CONTENT_SECTIONS = ['books', 'id', 'points', 'posts'] as const
type ContentSection = (typeof CONTENT_SECTIONS)[number]

export interface PageMatch {
  path: (typeof PAGE_PATHS)[number]
  /** The content the address names, when its page is one of a book, person, point or post. */
  content: { section: ContentSection; id: string } | null
}

const matchers = PAGE_PATHS.map((path) => {
  const pattern = path.replace(/\$id/g, '([^/]+)')
  return { path, regex: new RegExp(`^${pattern === '/' ? '/' : `${pattern}/?`}$`) }
})

/** The page an address (a pathname, as the browser sends it) opens, or null for no page. */
export function matchPage(pathname: string): PageMatch | null {
  for (const { path, regex } of matchers) {
    const match = regex.exec(pathname)
    if (!match) continue
    const section = path.split('/')[1] as ContentSection
    let id: string | undefined
    try {
      id = match[1] === undefined ? undefined : decodeURIComponent(match[1])
    } catch {
      return null
    }
    return { path, content: id !== undefined && CONTENT_SECTIONS.includes(section) ? { section, id } : null }
  }
  return null
}
