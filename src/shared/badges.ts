import { z } from 'zod'
import { BADGES } from './badge-constants'
import { text, timestamp } from './text'

/**
 * What earns a badge: signing up, or a count reaching the badge's threshold — posts written (as
 * the profile counts them), days in a row with enough reviews (as study statistics count the
 * streak), or reviews in all.
 */
export const BADGE_CRITERIA = ['sign-up', 'posts', 'streak', 'reviews'] as const
export type BadgeCriterion = (typeof BADGE_CRITERIA)[number]

/** How far I am toward a countable badge: `current` is never above `target`. */
export const BadgeProgressSchema = z.object({
  current: z.number().int(),
  target: z.number().int(),
})
export type BadgeProgress = z.infer<typeof BadgeProgressSchema>

const exampleBadge = {
  id: 'posting_master',
  name: 'Posting master',
  description: 'Publish 10 posts.',
  criterion: 'posts',
  threshold: 10,
  earned: false,
  earnedAt: null,
  progress: { current: 3, target: 10 },
}

/** One badge of the catalogue, with my standing on it when I am signed in. */
export const BadgeEntrySchema = z
  .object({
    /** The badge (what `title`, the notifications and `GET /users/{id}/badges` name it). */
    id: z.enum(BADGES),
    /** Its name and how it is earned, in English; the app words both in the reader's language. */
    name: text(),
    description: text(),
    criterion: z.enum(BADGE_CRITERIA),
    /** The count that earns it; `null` for one that counts nothing (sign-up). */
    threshold: z.number().int().nullable(),
    /** Whether I have it (always `false` for a visitor). */
    earned: z.boolean(),
    earnedAt: timestamp().nullable(),
    /** My count toward `threshold`; `null` for a visitor and for a badge that counts nothing. */
    progress: BadgeProgressSchema.nullable(),
  })
  .meta({ example: exampleBadge })
export type BadgeEntry = z.infer<typeof BadgeEntrySchema>

/** Every badge there is, in the order profiles show them (the catalogue is short: one page). */
export const BadgeCatalogueSchema = z
  .object({
    items: z.array(BadgeEntrySchema),
    /** Always `null`: the whole catalogue is one page (API.md's list shape). */
    nextCursor: z.null(),
  })
  .meta({ example: { items: [exampleBadge], nextCursor: null } })
export type BadgeCatalogue = z.infer<typeof BadgeCatalogueSchema>
