import { z } from 'zod'
import { UUID_PATTERN } from '../../../shared/params'
import { AppError } from '../../lib/app-error'
import { decodeCursor } from '../../lib/cursor'

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
