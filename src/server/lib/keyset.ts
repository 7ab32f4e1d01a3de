import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Page } from '../../shared/pagination'
import { UUID_PATTERN } from '../../shared/params'
import { AppError } from './app-error'
import { decodeCursor, toPage } from './cursor'

/** The sort key a list pages on, then the row id: a time (ISO) or a number (count, position). */
type KeyKind = 'time' | 'number'
type KeyValue<K extends KeyKind> = K extends 'time' ? string : number

export interface KeysetSpec<Row, K extends KeyKind> {
  /** The cursor the client sent (the last row of its previous page), if any. */
  cursor: string | undefined
  limit: number
  by: K
  /** The sort column and the id column, in the order of the index the list reads. */
  columns: readonly [AnyColumn | SQL, AnyColumn | SQL]
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

const Id = z.string().regex(UUID_PATTERN)

/** An ISO time PostgreSQL can compare: it has no year 0 (1 BC), so 0000 is out of range. */
const Time = z.iso.datetime().refine((value) => !value.startsWith('0000'))
/** Counts and positions are `integer` columns: a number beyond 32 bits is out of their range. */
const Int32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1)

/** A cursor of (timestamp, id): the last row of a newest-first page. */
export const TimeKey = z.tuple([Time, Id])
/** A cursor of (count or position, id). */
export const NumberKey = z.tuple([Int32, Id])

/** Decodes a cursor and checks its shape, so a forged one is a 400 and never reaches SQL. */
export function cursorAfter<T extends z.ZodType>(cursor: string | undefined, key: T): z.infer<T> | null {
  const values = decodeCursor(cursor)
  if (!values) return null
  const parsed = key.safeParse(values)
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'cursor', code: 'invalid' }])
  return parsed.data
}

/** `%` and `_` are literal in a search: escape them (and the escape character) for ILIKE. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
