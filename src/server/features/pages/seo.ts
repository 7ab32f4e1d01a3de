import { asc, count } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookListed, postReadable } from '../../policy/visibility'
import { books } from '../books/book.table'
import { posts } from '../posts/post.table'

/** Addresses per sitemap file (the protocol allows 50,000; smaller files are cheaper to make). */
export const SITEMAP_PAGE_SIZE = 10_000

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

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )

export type SitemapKind = 'books' | 'posts'

/** What anyone may see, as SQL: listed books, and posts whose author and post are not banned. */
const listedBook = bookListed.sql({ book: books, actorId: null })
const readablePost = postReadable.sql({ authorId: posts.authorId, actorId: null, bannedAt: posts.bannedAt })

async function countOf(db: Db, kind: SitemapKind): Promise<number> {
  const [row] =
    kind === 'books'
      ? await db.select({ n: count() }).from(books).where(listedBook)
      : await db.select({ n: count() }).from(posts).where(readablePost)
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
    ...files.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
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
  const offset = (page - 1) * SITEMAP_PAGE_SIZE
  const rows =
    kind === 'books'
      ? await db
          .select({ slug: books.slug, updatedAt: books.updatedAt })
          .from(books)
          .where(listedBook)
          .orderBy(asc(books.id))
          .limit(SITEMAP_PAGE_SIZE)
          .offset(offset)
      : await db
          .select({ slug: posts.slug, updatedAt: posts.updatedAt })
          .from(posts)
          .where(readablePost)
          .orderBy(asc(posts.id))
          .limit(SITEMAP_PAGE_SIZE)
          .offset(offset)
  if (rows.length === 0 && page > 1) return null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...rows.map(
      ({ slug, updatedAt }) =>
        `  <url><loc>${escapeXml(`${publicUrl}/${kind}/${slug}`)}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}
