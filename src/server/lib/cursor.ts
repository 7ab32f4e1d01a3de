import { z } from 'zod'
import { AppError } from './app-error'

/**
 * Keyset cursors: the sort key of the last row of a page, as base64url JSON. A list fetches
 * `limit + 1` rows; the extra row only tells whether there is a next page.
 */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

const CursorValues = z
  .array(z.union([z.string().max(200), z.number()]))
  .min(1)
  .max(4)

export function decodeCursor(cursor: string | undefined): (string | number)[] | null {
  if (!cursor) return null
  try {
    return CursorValues.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
  } catch {
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'cursor', code: 'invalid' }])
  }
}

/** Splits `limit + 1` fetched rows into a page and the cursor of its last row. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  present: (row: Row) => Item,
  keyOf: (row: Row) => readonly (string | number)[],
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit
  const pageRows = hasMore ? rows.slice(0, limit) : rows
  const last = pageRows.at(-1)
  return { items: pageRows.map(present), nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null }
}
