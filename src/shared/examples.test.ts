import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as accounts from './accounts'
import * as books from './books'
import * as notes from './notes'
import * as notifications from './notifications'
import { pageSchema } from './pagination'
import * as points from './points'
import * as posts from './posts'
import * as social from './social'
import * as stars from './stars'
import * as timers from './timers'

// The OpenAPI document's examples (examples.ts) are what the schemas give and take: each one
// parses with the schema that carries it, unchanged (no key dropped, none filled in).
const modules = { accounts, books, notes, notifications, points, posts, social, stars, timers }
const withExamples = Object.entries(modules).flatMap(([module, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    const example = value instanceof z.ZodType ? value.meta()?.example : undefined
    return example === undefined ? [] : [{ name: `${module}.${name}`, schema: value as z.ZodType, example }]
  }),
)

describe('the API examples', () => {
  it('cover the main answers and requests', () => {
    expect(withExamples.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'books.BookSchema',
        'books.BookCreateInput',
        'books.AvatarUrl',
        'points.PointDetailSchema',
        'points.PointListItemSchema',
        'points.PointCreateInput',
        'stars.StarStateSchema',
        'stars.StarItemSchema',
        'posts.PostSchema',
        'posts.PostCreateInput',
        'posts.CommentThreadSchema',
        'posts.CommentResultSchema',
        'posts.CommentCreateInput',
        'social.FollowStateSchema',
        'notifications.NotificationSchema',
        'accounts.MyProfileSchema',
        'accounts.PublicProfileSchema',
        'accounts.ProfileUpdateInput',
        'timers.TimerSchema',
        'timers.TimerCreateInput',
      ]),
    )
  })

  it.each(withExamples)('$name parses its example unchanged', ({ schema, example }) => {
    expect(schema.parse(example)).toEqual(example)
  })

  it('gives a page of an item with an example one of its own', () => {
    const page = pageSchema(books.BookSchema)
    const example = page.meta()?.example
    expect(example).toMatchObject({ items: [books.BookSchema.meta()?.example] })
    expect(page.parse(example)).toEqual(example)
    expect(pageSchema(books.SectionSchema).meta()?.example).toBeUndefined()
  })
})
