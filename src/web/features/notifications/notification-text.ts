import type { TFunction } from 'i18next'
import { badgeKey, isBadge } from '../../../shared/badge-constants'
import { NOTIFICATION_GROUP_COUNT_MAX } from '../../../shared/notification-groups'
import type { Notification } from '../../../shared/notifications'

/** The sentence a notification says, and the line under it, in the reader's language. */
export function notificationText(t: TFunction, n: Notification): { headline: string; detail: string } {
  const name = n.actor?.name ?? ''
  const count = Math.max(0, n.actorCount - 1)
  const grouped = count > 0 ? '-grouped' : ''
  // A group is counted over its newest members only: at the cap there may be more people.
  const others = `${count}${n.groupSize >= NOTIFICATION_GROUP_COUNT_MAX ? '+' : ''}`
  switch (n.type) {
    case 'welcome':
      return { headline: t('notifications.text.welcome'), detail: t('notifications.text.welcome-detail') }
    case 'like': {
      // Named like a comment's: the post's title in the headline, its text under it.
      const on = n.title ? '-on' : ''
      return {
        headline: t(`notifications.text.like${on}${grouped}`, { name, count, others, title: n.title }),
        detail: n.content || n.title,
      }
    }
    case 'follow':
      return { headline: t(`notifications.text.follow${grouped}`, { name, count, others }), detail: '' }
    case 'comment':
    case 'reply': {
      // The line under it quotes the comment, so the headline names the post (when it has a title).
      const on = n.title ? '-on' : ''
      return {
        headline: t(`notifications.text.${n.type}${on}${grouped}`, { name, count, others, title: n.title }),
        detail: n.content || n.title,
      }
    }
    case 'post':
      return { headline: t('notifications.text.post', { name }), detail: n.title || n.content }
    case 'share':
      return { headline: t('notifications.text.share', { name, title: n.title }), detail: '' }
    case 'badge':
      return {
        headline: t('notifications.text.badge', { badge: isBadge(n.title) ? t(badgeKey(n.title)) : n.title }),
        detail: t('notifications.text.badge-detail'),
      }
    case 'admin':
      // One the app wrote itself (a report's outcome…) is worded here, in the reader's language.
      if (n.notice)
        return { headline: t(`notifications.text.notice.${n.notice}`, { title: n.title }), detail: n.content }
      return { headline: n.title || t('notifications.text.admin'), detail: n.content }
  }
}
