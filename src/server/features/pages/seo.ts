import { asc, count } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { escapeMarkup } from '../../lib/escape'
import { bookListed, postReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { posts } from '../../records/post.table'

/** Addresses per sitemap file (the protocol allows 50,000; smaller files are cheaper to make). */
const SITEMAP_PAGE_SIZE = 10_000

/**
 * robots.txt: public pages are for everyone; the API, admin, settings and report pages are not.
 * Avatars and the image proxy stay allowed: link previews load their images from there, and
 * some preview crawlers obey this file.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/storage/avatars/',
    'Allow: /api/media/remote',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /setting',
    'Disallow: /reports/',
    'Disallow: /login',
    'Disallow: /auth/',
    'Disallow: /confirm',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export type SitemapKind = 'books' | 'posts'

/** Each sitemap's rows: what anyone may see — listed books, posts neither banned nor by a banned author. */
const SOURCES = {
  books: { table: books, visible: bookListed.sql({ book: books, actorId: null }) },
  posts: {
    table: posts,
    visible: postReadable.sql({ authorId: posts.authorId, actorId: null, bannedAt: posts.bannedAt }),
  },
} satisfies Record<SitemapKind, unknown>

async function countOf(db: Db, kind: SitemapKind): Promise<number> {
  const { table, visible } = SOURCES[kind]
  const [row] = await db.select({ n: count() }).from(table).where(visible)
  return row?.n ?? 0
}

/** The sitemap index: one file per page of public books and of posts. */
export async function sitemapIndex(db: Db, publicUrl: string): Promise<string> {
  const files: string[] = []
  for (const kind of ['books', 'posts'] as const) {
    const pages = Math.max(1, Math.ceil((await countOf(db, kind)) / SITEMAP_PAGE_SIZE))
    for (let page = 1; page <= pages; page++) files.push(`${publicUrl}/sitemaps/${kind}-${page}.xml`)
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((loc) => `  <sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** One page of a sitemap (1-based), or null past the last page. */
export async function sitemapPage(
  db: Db,
  publicUrl: string,
  kind: SitemapKind,
  page: number,
): Promise<string | null> {
  const { table, visible } = SOURCES[kind]
  const rows = await db
    .select({ slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(visible)
    .orderBy(asc(table.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE)
  if (rows.length === 0 && page > 1) return null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...rows.map(
      ({ slug, updatedAt }) =>
        `  <url><loc>${escapeMarkup(`${publicUrl}/${kind}/${slug}`)}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}
