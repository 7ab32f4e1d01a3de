// Plain values about notifications, badges and timers, without zod: the main bundle imports these.

export const NOTIFICATION_TYPES = [
  'welcome',
  'like',
  'comment',
  'reply',
  'follow',
  'post',
  'share',
  'badge',
  'admin',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * The kinds a device can switch off (/setting): a reply goes with comments ("Comments and
 * replies"), so a switch set before replies had their own kind still covers them.
 */
export const NOTIFICATION_SWITCHES = NOTIFICATION_TYPES.filter((type) => type !== 'reply')
export const switchOf = (type: NotificationType): NotificationType => (type === 'reply' ? 'comment' : type)

/** The tab's badge shows this many at most, then "99+". */
export const UNREAD_BADGE_MAX = 99
/** The unread count is counted up to this many (a badge never needs more). */
export const UNREAD_COUNT_CAP = 1000

export const NOTIFICATION_TITLE_MAX = 200
export const NOTIFICATION_CONTENT_MAX = 2000

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

export const TIMER_NAME_MAX = 50
export const TIMER_DAYS_MIN = 1
export const TIMER_DAYS_MAX = 3650
