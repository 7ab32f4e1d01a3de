// Plain values about notifications and timers, without zod: the main bundle imports these (the
// badges' are badge-constants.ts, which it does not need).

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

export const TIMER_NAME_MAX = 50
export const TIMER_DAYS_MIN = 1
export const TIMER_DAYS_MAX = 3650
