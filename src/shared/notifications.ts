import { z } from 'zod'
import { BADGES } from './badge-constants'
import { UserSummarySchema } from './books'
import { exampleNotification } from './examples'
import { ADMIN_NOTICES } from './moderation-constants'
import { NOTIFICATION_TYPES } from './notification-constants'
import { PageQuery } from './pagination'
import { pathParam, text, timestamp } from './text'

export const NotificationSchema = z
  .object({
    id: text(),
    /** The receiver's notification number: the realtime event id, increasing in commit order. */
    seq: z.number().int(),
    receiverId: text(),
    actorId: text().nullable(),
    actor: UserSummarySchema.nullable(),
    type: z.enum(NOTIFICATION_TYPES),
    title: text(),
    content: text(),
    /** An `admin` notification the app wrote itself (a report's outcome…): the client words it. */
    notice: z.enum(ADMIN_NOTICES).nullable(),
    link: text().nullable(),
    isRead: z.boolean(),
    createdAt: timestamp(),
    /**
     * The list shows one entry per group (likes of one post, comments on one post, replies to one
     * comment, follows), read or not: its newest notification, with `groupSize` the group's
     * notifications counted (the newest 100 at most: `NOTIFICATION_GROUP_COUNT_MAX`), `actorCount`
     * the people among them, and `others` up to two of them besides `actor`, newest first. A
     * notification of a kind never grouped is an entry of one. `isRead` is the group's.
     */
    groupSize: z.number().int(),
    actorCount: z.number().int(),
    others: z.array(UserSummarySchema),
  })
  .meta({ example: exampleNotification })
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationListQuery = PageQuery
export type NotificationListQuery = z.infer<typeof NotificationListQuery>

export const UnreadCountSchema = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCountSchema>

/** Marks these (and the unread ones grouped with each) read, or all of them. */
export const MarkReadInput = z.union([
  z.object({ ids: z.array(pathParam()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type MarkReadInput = z.infer<typeof MarkReadInput>

export const MarkReadResultSchema = z.object({ updated: z.number().int(), unread: z.number().int() })
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>

export const BadgeSchema = z.object({ badge: z.enum(BADGES), awardedAt: timestamp() })
export type EarnedBadge = z.infer<typeof BadgeSchema>

export const BadgeListSchema = z.object({ items: z.array(BadgeSchema), title: z.enum(BADGES).nullable() })
export type BadgeList = z.infer<typeof BadgeListSchema>

/** The badge shown beside my name, or none. */
export const TitleInput = z.object({ badge: z.enum(BADGES).nullable() }).strict()
export type TitleInput = z.infer<typeof TitleInput>
