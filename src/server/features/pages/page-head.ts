import type { PublicProfile } from '../../../shared/accounts'
import { avatarSource } from '../../../shared/avatar'
import type { Book } from '../../../shared/books'
import { PAGE_LIMIT_DEFAULT, POINT_PAGE_SIZE } from '../../../shared/constants'
import { type ContentLanguage, contentLanguage } from '../../../shared/content-language'
import { matchPage, type PageMatch } from '../../../shared/page-paths'
import { isId, isIdOrSlug } from '../../../shared/params'
import { plainText } from '../../../shared/plain-text'
import type { Post } from '../../../shared/posts'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { getBook } from '../books/book.service'
import { listBooks } from '../books/book-list.service'
import { getPoint } from '../points/point.service'
import { getPost } from '../posts/post.service'
import { getPublicProfile } from '../profiles/profile.service'

type PagePath = PageMatch['path']

/** What a page's HTML says of it: its status, and for public content, what a link preview shows. */
export interface PageHead {
  /** The router's page the address opens (`/books/$id`), or null for no page. */
  page: PagePath | null
  status: 200 | 404
  /** Only for content anyone may see: a private, banned or deleted thing says nothing of itself. */
  preview: Preview | null
  /**
   * The API addresses the page's first render asks for (decision 018), for boot.js to request
   * before the app's JavaScript has loaded: the session, and for a content page the content (a
   * book's first page of points too). Addresses as the web app's client writes them.
   */
  early: string[]
  /** What the frame paints of the page beyond its title, read here with the page's preview. */
  frame?: FrameContent
}

/**
 * Explore opened without a search: the first books its list shows; a public post's or profile's
 * own page: the post, or the person as a visitor sees them, for their cards (decision 018).
 */
export type FrameContent =
  | { kind: 'explore'; books: Book[] }
  | { kind: 'post'; post: Post }
  | { kind: 'profile'; profile: PublicProfile }

export interface Preview {
  title: string
  description: string
  /** A path of this server (the author's avatar) or null for the app's own card. */
  image: string | null
  type: 'article' | 'profile' | 'website'
  /** The page's one address: `/books/{slug}`, `/posts/{slug}`, `/points/{id}`, `/id/{id}`. */
  canonicalPath: string
  /**
   * What the page itself shows first, as plain text, for the frame the HTML paints before the app
   * runs (page-html.ts): a book's or point's title, the text under it and the start of a point,
   * and over the title what the page has there: a point's line to its book (`above`), a book's
   * badges (`badges`, kept as an empty space).
   */
  shown?: { above?: string; badges?: boolean; heading: string; lead: string; text: string }
  /** The language the content is written in, where its text tells (decision 027): the page's `lang`. */
  language?: ContentLanguage | null
}

/** As much of a point's text as a phone's first screen shows. */
export const SHOWN_TEXT_MAX = 400

const DESCRIPTION_MAX = 200

/** Markdown as one line of plain text, cut at a word near `max` characters. */
export function plainSummary(markdown: string, max = DESCRIPTION_MAX): string {
  const text = plainText(markdown)
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** How many of Explore's books the frame paints: more than a first screen holds, at either width. */
const EXPLORE_SHOWN = 6

const EXPLORE_FIRST_PAGE = `/api/books?scope=explore&sort=new&limit=${PAGE_LIMIT_DEFAULT}`

/** The API answers a content page asks for, as the web app's loaders write them. */
function contentEarly(section: string, address: string, id: string): string[] {
  switch (section) {
    case 'books':
      return [`/api/books/${address}`, `/api/books/${id}/points?limit=${POINT_PAGE_SIZE}`]
    case 'posts':
      return [`/api/posts/${address}`]
    case 'points':
      return [`/api/points/${address}`]
    default:
      return [`/api/profiles/${address}`]
  }
}

async function previewOf(
  db: Db,
  section: string,
  id: string,
): Promise<Preview & { id: string; frame?: FrameContent }> {
  switch (section) {
    case 'books': {
      const book = await getBook(db, null, id)
      return {
        id: book.id,
        title: book.title,
        description:
          plainSummary(book.description) ||
          `A knowledge book by ${book.owner.name} · ${book.pointCount} points`,
        image: avatarSource(book.owner.avatarUrl),
        type: 'website',
        canonicalPath: `/books/${book.slug}`,
        shown: { badges: true, heading: book.title, lead: book.description, text: '' },
        language: contentLanguage(book.title, book.description),
      }
    }
    case 'posts': {
      const post = await getPost(db, null, id)
      return {
        id: post.id,
        title: post.title || plainSummary(post.content, 60),
        description: plainSummary(post.content),
        image: avatarSource(post.author.avatarUrl),
        type: 'article',
        canonicalPath: `/posts/${post.slug}`,
        frame: { kind: 'post', post },
        language: contentLanguage(post.title, post.content),
      }
    }
    case 'points': {
      const point = await getPoint(db, null, id)
      // Never the hidden answer: a preview must not give it away.
      return {
        id: point.id,
        title: point.title,
        description: plainSummary(point.description || point.content) || point.book.title,
        image: null,
        type: 'article',
        canonicalPath: `/points/${point.id}`,
        shown: {
          above: point.book.title,
          heading: point.title,
          lead: point.description,
          text: plainSummary(point.content, SHOWN_TEXT_MAX),
        },
        // What the page shows before Reveal, as the app reads it (PointView).
        language: contentLanguage(point.title, point.description, point.content),
      }
    }
    default: {
      const person = await getPublicProfile(db, null, id)
      return {
        id: person.id,
        title: `${person.name} (@${person.username})`,
        description: plainSummary(person.bio),
        image: avatarSource(person.avatarUrl),
        type: 'profile',
        canonicalPath: `/id/${person.id}`,
        frame: { kind: 'profile', profile: person },
      }
    }
  }
}

/** /admin and the report lists (`/reports/…`): pages only an admin has. */
function isAdminPage(path: PagePath): boolean {
  return path === '/admin' || path.startsWith('/reports/')
}

/** The content's id if `actor` may see it (its own page may answer 200 while a visitor's is 404). */
async function idVisibleTo(db: Db, actor: Actor, section: string, id: string): Promise<string | null> {
  const read = { books: getBook, posts: getPost, points: getPoint, id: getPublicProfile }[section]
  if (!read) return null
  return read(db, actor, id).then(
    (thing) => thing.id,
    (error: unknown) =>
      error instanceof AppError && error.code === 'NOT_FOUND' ? null : Promise.reject(error),
  )
}

/**
 * The status and preview of the page at `pathname` for `actor` (spec §2: books and posts are
 * "also reached from a shared link"). An address that is no page is 404; so is content that does
 * not exist or that the caller may not see. The preview is what a signed-out visitor may see —
 * a chat app unfurling the link is one — so private content previews as the app, even for its owner.
 */
export async function pageHead(
  db: Db,
  actor: Actor | null,
  pathname: string,
  search = '',
): Promise<PageHead> {
  const page = matchPage(pathname)
  const session = ['/api/auth/get-session', ...(actor ? ['/api/me'] : [])]
  if (!page) return { page: null, status: 404, preview: null, early: [] }
  // The admin area is no page to anyone but an admin: the same 404 as an address that is no
  // page (issue 44), and none of its code preloaded for them.
  if (isAdminPage(page.path) && actor?.role !== 'admin')
    return { page: null, status: 404, preview: null, early: [] }
  if (!page.content) {
    // Explore as a shared link opens it: newest public books first, no search. Its list is the
    // same for everyone (public books), so the frame shows the visitor's.
    if (page.path !== '/explore' || search)
      return { page: page.path, status: 200, preview: null, early: session }
    const { items } = await listBooks(db, null, { scope: 'explore', sort: 'new', limit: EXPLORE_SHOWN })
    return {
      page: page.path,
      status: 200,
      preview: null,
      early: [...session, EXPLORE_FIRST_PAGE],
      frame: { kind: 'explore', books: items },
    }
  }
  const { section, id } = page.content
  const isValid = section === 'books' || section === 'posts' ? isIdOrSlug(id) : isId(id)
  if (!isValid) return { page: page.path, status: 404, preview: null, early: [] }
  // A sub-page (a book's settings, a point's edit page) is not the thing's own page.
  const isOwnPage = page.path.split('/').length === 3
  const early = (contentId: string) => [
    ...session,
    ...(isOwnPage ? contentEarly(section, id, contentId) : []),
  ]
  try {
    const { id: contentId, frame, ...preview } = await previewOf(db, section, id)
    return {
      page: page.path,
      status: 200,
      preview: isOwnPage ? preview : null,
      early: early(contentId),
      frame: isOwnPage ? frame : undefined,
    }
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error
  }
  const contentId = actor && (await idVisibleTo(db, actor, section, id))
  return contentId
    ? { page: page.path, status: 200, preview: null, early: early(contentId) }
    : { page: page.path, status: 404, preview: null, early: [] }
}
