import { z } from 'zod'
import { BOOK_ROLES, VISIBILITIES } from './book-constants'
import { UserSummarySchema } from './books'
import { Cursor } from './pagination'
import { POST_KINDS } from './post-constants'
import {
  SEARCH_COUNT_MAX,
  SEARCH_KINDS,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_Q_MAX,
  type SearchKind,
} from './search-constants'
import { text, timestamp, trimmedText } from './text'

export * from './search-constants'

/** `GET /api/search?q=&kind=`: `book` keeps a point search to one book. */
export const SearchQuery = z.object({
  q: trimmedText().min(1).max(SEARCH_Q_MAX),
  kind: z.enum(SEARCH_KINDS).default('point'),
  book: text().max(200).optional(),
  cursor: Cursor.max(20).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT_MAX)
    .meta({ format: 'int32' })
    .default(SEARCH_LIMIT_DEFAULT),
})
export type SearchQuery = z.infer<typeof SearchQuery>

/**
 * A stretch of text with the query's matches marked: `[start, end)` in UTF-16 offsets of `text`.
 * `cutStart`/`cutEnd`: the text goes on before or after it (shown as an ellipsis).
 */
const SnippetSchema = z.object({
  text: text(),
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
  cutStart: z.boolean(),
  cutEnd: z.boolean(),
})
export type Snippet = z.infer<typeof SnippetSchema>

const PointHitSchema = z.object({
  id: text(),
  title: SnippetSchema,
  snippet: SnippetSchema,
  /** The query matched the hidden content, which a result never shows. */
  matchedHidden: z.boolean(),
  sectionTitle: text(),
  book: z.object({ id: text(), slug: text(), title: text() }),
  updatedAt: timestamp(),
})
export type PointHit = z.infer<typeof PointHitSchema>

const BookHitSchema = z.object({
  id: text(),
  slug: text(),
  title: SnippetSchema,
  snippet: SnippetSchema,
  visibility: z.enum(VISIBILITIES),
  myRole: z.enum(BOOK_ROLES).nullable(),
  pointCount: z.number().int(),
  owner: UserSummarySchema,
  updatedAt: timestamp(),
})
export type BookHit = z.infer<typeof BookHitSchema>

const PostHitSchema = z.object({
  id: text(),
  slug: text(),
  kind: z.enum(POST_KINDS),
  title: SnippetSchema,
  snippet: SnippetSchema,
  author: UserSummarySchema,
  createdAt: timestamp(),
})
export type PostHit = z.infer<typeof PostHitSchema>

const UserHitSchema = z.object({
  user: UserSummarySchema,
  name: SnippetSchema,
  username: SnippetSchema,
  bio: SnippetSchema,
})
export type UserHit = z.infer<typeof UserHitSchema>

/**
 * `indexing`: rows written before the index existed are still being indexed (after an upgrade
 * that rebuilds it), so some of what matches may be missing for now.
 */
const page = <K extends SearchKind, T extends z.ZodType>(kind: K, item: T) =>
  z.object({
    kind: z.literal(kind),
    items: z.array(item),
    nextCursor: text().nullable(),
    indexing: z.boolean(),
  })

export const SearchResultSchema = z.discriminatedUnion('kind', [
  page('point', PointHitSchema),
  page('book', BookHitSchema),
  page('post', PostHitSchema),
  page('user', UserHitSchema),
])
export type SearchResult = z.infer<typeof SearchResultSchema>

/** `GET /api/search/counts?q=`: how many results each kind has, for the tabs. */
export const SearchCountsQuery = SearchQuery.pick({ q: true })
export type SearchCountsQuery = z.infer<typeof SearchCountsQuery>

/** At most SEARCH_COUNT_MAX; `more`: there are more than that. */
const KindCount = z.object({ count: z.number().int().min(0).max(SEARCH_COUNT_MAX), more: z.boolean() })
export const SearchCountsSchema = z.object({
  point: KindCount,
  book: KindCount,
  post: KindCount,
  user: KindCount,
})
export type SearchCounts = z.infer<typeof SearchCountsSchema>
