import { z } from 'zod'
import { UserSummarySchema } from './books'
import { exampleFollowState } from './examples'
import { PageQuery } from './pagination'
import { text } from './text'

/** Where I stand with someone; null when signed out or it is me. */
export const RelationshipSchema = z.object({
  isFollowing: z.boolean(),
  followsMe: z.boolean(),
  /** I blocked them. */
  isBlocking: z.boolean(),
  /** They blocked me. */
  blocksMe: z.boolean(),
})
export type Relationship = z.infer<typeof RelationshipSchema>

/** The answer to follow and unfollow: the new state and the person's follower count. */
export const FollowStateSchema = z
  .object({
    userId: text(),
    isFollowing: z.boolean(),
    followerCount: z.number().int(),
  })
  .meta({ example: exampleFollowState })
export type FollowState = z.infer<typeof FollowStateSchema>

/** A row of a followers, following, friends or blocked list. */
export const PersonSchema = UserSummarySchema.extend({
  bio: text(),
  title: text().nullable(),
  relationship: RelationshipSchema.nullable(),
})
export type Person = z.infer<typeof PersonSchema>

export const PeopleQuery = PageQuery
export type PeopleQuery = z.infer<typeof PeopleQuery>

export const BlockStateSchema = z.object({ userId: text(), isBlocking: z.boolean() })
export type BlockState = z.infer<typeof BlockStateSchema>
