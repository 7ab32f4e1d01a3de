import { sql } from 'drizzle-orm'
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../../auth/auth.table'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { posts } from '../../records/post.table'

/** A `tsvector`, written as its literal (vector.ts builds it; no text search parser runs). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
})

/**
 * The search index of one kind (decision 015): one row per indexed row, its terms made in the
 * app (analyze.ts) and written in the transaction of every write to it (documents.ts). A table
 * of its own, so reading a point, a book, a post or a profile never carries its vector; rows go
 * with what they index (foreign keys cascade).
 */
function searchTable(name: string, target: () => ReturnType<typeof uuid>) {
  return pgTable(
    name,
    {
      id: target().primaryKey(),
      vector: tsvector().notNull(),
      /** The row's time (updated for points and books, created for posts and people): a word in
       * very many rows ranks its newest matches, found on this index (search.service.ts). */
      at: timestamp({ withTimezone: true }).notNull(),
    },
    (t) => [
      index(`${name}_vector_idx`).using('gin', t.vector),
      index(`${name}_at_idx`).on(t.at.desc().nullsFirst()),
    ],
  )
}

export const pointSearch = searchTable('point_search', () =>
  uuid('id').references(() => points.id, { onDelete: 'cascade' }),
)
export const bookSearch = searchTable('book_search', () =>
  uuid('id').references(() => books.id, { onDelete: 'cascade' }),
)
export const postSearch = searchTable('post_search', () =>
  uuid('id').references(() => posts.id, { onDelete: 'cascade' }),
)
export const userSearch = searchTable('user_search', () =>
  uuid('id').references(() => users.id, { onDelete: 'cascade' }),
)

/**
 * Every Latin word the index has seen, for typo tolerance: a query word the index lacks is
 * widened to the nearest of these by trigram similarity (search_terms_trgm_idx).
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
])
