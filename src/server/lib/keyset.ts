import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'
import type { Page } from '../../shared/pagination'
import { cursorAfter, NumberKey, TimeKey } from '../features/books/keyset'
import { toPage } from './cursor'

/** The sort key a list pages on, then the row id: a time (ISO) or a number (count, position). */
type KeyKind = 'time' | 'number'
type KeyValue<K extends KeyKind> = K extends 'time' ? string : number

export interface KeysetSpec<Row, K extends KeyKind> {
  /** The cursor the client sent (the last row of its previous page), if any. */
  cursor: string | undefined
  limit: number
  by: K
  /** The sort column and the id column, in the order of the index the list reads. */
  columns: readonly [AnyColumn | SQL, AnyColumn]
  order?: 'asc' | 'desc'
  /** The sort key of a fetched row, as the next cursor carries it. */
  keyOf: (row: Row) => readonly [KeyValue<K>, string]
}

export interface Keyset<Row> {
  /** Starts the page after the cursor; undefined on the first page. */
  where: SQL | undefined
  orderBy: SQL[]
  /** `limit + 1` rows: the extra one only tells whether there is a next page. */
  take: number
  /** The page of fetched rows, presented, with the cursor of its last row. */
  page: <Item>(rows: Row[], present: (row: Row) => Item) => Page<Item>
}

/**
 * One keyset-paged list: a forged cursor is a 400 and never reaches SQL; rows come in index
 * order (sort key, then id) and the next page starts strictly after the last row.
 */
export function keyset<Row, K extends KeyKind>(spec: KeysetSpec<Row, K>): Keyset<Row> {
  const { columns, order = 'desc', limit } = spec
  const after = spec.by === 'time' ? cursorAfter(spec.cursor, TimeKey) : cursorAfter(spec.cursor, NumberKey)
  const [sortColumn, idColumn] = columns
  const value = after && (spec.by === 'time' ? sql`${after[0]}::timestamptz` : sql`${after[0]}`)
  const beyond = order === 'desc' ? sql`<` : sql`>`
  const by = order === 'desc' ? desc : asc
  return {
    where: after ? sql`(${sortColumn}, ${idColumn}) ${beyond} (${value}, ${after[1]}::uuid)` : undefined,
    orderBy: [by(sortColumn), by(idColumn)],
    take: limit + 1,
    page: (rows, present) => toPage(rows, limit, present, spec.keyOf),
  }
}
