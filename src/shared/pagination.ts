import { z } from 'zod'
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants'
import { EXAMPLE_CURSOR } from './examples'
import { text } from './text'
import { V } from './validation'

/** A cursor as the server writes it: base64url (server/lib/cursor.ts); other text is refused. */
export const Cursor = text().regex(/^[A-Za-z0-9_=-]*$/, V.invalid)

/** `?cursor=&limit=` of every list (API.md); the cursor is opaque to clients. */
export const PageQuery = z.object({
  cursor: Cursor.max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT_MAX)
    .meta({ format: 'int32' })
    .default(PAGE_LIMIT_DEFAULT),
})
export type PageQuery = z.infer<typeof PageQuery>

export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/** A page of `item`; an item with an example gives the page one (that item, and a next page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  const page = z.object({ items: z.array(item), nextCursor: text().nullable() })
  const example = item.meta()?.example
  return example === undefined
    ? page
    : page.meta({ example: { items: [example], nextCursor: EXAMPLE_CURSOR } })
}
