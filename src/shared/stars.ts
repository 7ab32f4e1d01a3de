import { z } from 'zod'
import { BookSummarySchema, UserSummarySchema } from './books'
import { EXAMPLE_IDS, exampleStarItem, exampleStarState } from './examples'
import { PageQuery } from './pagination'
import { idOrSlugParam } from './path-params'
import { PointSummarySchema } from './points'
import { POST_KINDS } from './post-constants'
import { text, timestamp } from './text'

export const STAR_KINDS = ['point', 'book', 'post'] as const
export type StarKind = (typeof STAR_KINDS)[number]

/** `/stars/{kind}/{id}`: a kind that does not exist is a 400 on `kind`. */
export const StarParams = z.object({
  kind: z.enum(STAR_KINDS).meta({ param: { example: 'point', description: 'What is starred' } }),
  id: idOrSlugParam({
    example: EXAMPLE_IDS.point,
    description: "The point's id, or the book's or post's id or slug",
  }),
})
export type StarParams = z.infer<typeof StarParams>

export const StarListQuery = PageQuery.extend({ kind: z.enum(STAR_KINDS).optional() })
export type StarListQuery = z.infer<typeof StarListQuery>

/** The answer to starring or unstarring: the new state and count, for the optimistic UI. */
export const StarStateSchema = z
  .object({
    kind: z.enum(STAR_KINDS),
    id: text(),
    isStarred: z.boolean(),
    starCount: z.number().int(),
  })
  .meta({ example: exampleStarState })
export type StarState = z.infer<typeof StarStateSchema>

export const StarItemSchema = z
  .object({
    kind: z.enum(STAR_KINDS),
    starredAt: timestamp(),
    /** A starred point, with the book it belongs to. */
    point: PointSummarySchema.extend({ book: BookSummarySchema }).optional(),
    book: BookSummarySchema.optional(),
    /** A starred post: its link, title (or the start of its content) and author. */
    post: z
      .object({
        id: text(),
        slug: text(),
        kind: z.enum(POST_KINDS),
        title: text(),
        excerpt: text(),
        author: UserSummarySchema,
      })
      .optional(),
  })
  .meta({ example: exampleStarItem })
export type StarItem = z.infer<typeof StarItemSchema>
