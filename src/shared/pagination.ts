import { z } from 'zod'
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants'
import { EXAMPLE_CURSOR } from './examples'
import { text } from './text'

/** `?cursor=&limit=` of every list (API.md); the cursor is opaque to clients. */
export const PageQuery = z.object({
  cursor: text().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
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
