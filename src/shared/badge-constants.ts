// Plain values about badges, without zod, for every name's title badge and the server. Apart from
// notification-constants.ts, which the main bundle imports: the first visit needs none of these.

/**
 * Every badge, in the order a profile shows them. A later badge (a study streak) is one entry
 * here and one rule in the server's badge table.
 */
export const BADGES = [
  'new_user',
  'posting_master',
  'study_streak_7',
  'study_streak_30',
  'study_streak_100',
  'reviews_1000',
] as const
export type Badge = (typeof BADGES)[number]

export const isBadge = (value: string): value is Badge => (BADGES as readonly string[]).includes(value)

/** A badge's name in the catalogs (keys are kebab-case): the app's, and the server's first paint. */
const BADGE_KEYS = {
  new_user: 'badges.new-user',
  posting_master: 'badges.posting-master',
  study_streak_7: 'badges.study-streak-7',
  study_streak_30: 'badges.study-streak-30',
  study_streak_100: 'badges.study-streak-100',
  reviews_1000: 'badges.reviews-1000',
} as const satisfies Record<Badge, string>
export const badgeKey = (badge: Badge) => BADGE_KEYS[badge]
