import { BellIcon } from '@heroicons/react/24/outline'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Notification } from '../../../../shared/notifications'
import { formatDate } from '../../../lib/date'
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll'
import { Avatar } from '../../../ui/Avatar'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { toast } from '../../../ui/toast'
import { useMarkRead } from '../mutations'
import { notificationText } from '../notification-text'
import { notificationListOptions } from '../queries'

/** /notifications: newest first, similar unread ones grouped; tapping one opens it and reads it. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const query = useInfiniteQuery(notificationListOptions)
  const sentinel = useInfiniteScroll(query)
  const markRead = useMarkRead()
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const hasUnread = items.some((n) => !n.isRead)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('notifications.heading')}</h1>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!hasUnread || markRead.isPending}
          onClick={() =>
            markRead.mutate(
              { all: true },
              {
                onSuccess: () => toast(t('notifications.all-read'), 'success'),
                onError: () => toast(t('notifications.read-failed'), 'error'),
              },
            )
          }
        >
          {t('notifications.mark-all-read')}
        </button>
      </div>
      {query.isPending || query.isError ? (
        <QueryStatus query={query} failed={t('notifications.load-failed')} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-box bg-base-200 px-4 py-10 text-center">
          <BellIcon className="size-8 text-base-content/70" aria-hidden="true" />
          <p className="text-base-content/70">{t('notifications.empty')}</p>
        </div>
      ) : (
        <div>
          <ul
            className="divide-y divide-base-300 rounded-box bg-base-100 ring-1 ring-base-300"
            data-testid="notifications"
          >
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          <div ref={sentinel} />
          <LoadMore pager={query} />
        </div>
      )}
    </div>
  )
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation()
  const markRead = useMarkRead()
  const { headline, detail } = notificationText(t, notification)
  const markAsRead = () => {
    if (!notification.isRead) markRead.mutate({ ids: [notification.id] })
  }
  const rowClass = `flex w-full flex-col items-start gap-3 px-4 py-3 text-left hover:bg-base-200 @xs:flex-row ${notification.isRead ? '' : 'bg-primary/5'}`
  const body = (
    <>
      {notification.actor ? (
        <Avatar name={notification.actor.name} avatarUrl={notification.actor.avatarUrl} />
      ) : (
        // The avatar's size, so every row's text starts at the same place.
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-base-200">
          <BellIcon className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="flex w-full min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{headline}</span>
        {detail && (
          // What someone wrote is quoted in two lines (the link opens the rest); an admin's
          // message has nowhere else to be read, so it shows whole, its line breaks kept.
          <span
            className={`text-sm text-base-content/70 [overflow-wrap:anywhere] ${notification.type === 'admin' ? 'whitespace-pre-line' : 'line-clamp-2'}`}
            data-testid="notification-detail"
          >
            {detail}
          </span>
        )}
        <time className="text-xs text-base-content/70" dateTime={notification.createdAt}>
          {formatDate(notification.createdAt, i18n.language, 'dateTime')}
        </time>
      </span>
      {!notification.isRead && (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </>
  )
  return (
    // The avatar sits beside the text, or above it where large text leaves the text too narrow a
    // column (the row under 20rem, in rem so it follows the text size). One that leads somewhere
    // is a link (it opens in a new tab, copies, previews), read once followed in any of those
    // ways; one that leads nowhere (a welcome, an admin's message) is a button that marks it read.
    <li className="@container">
      {notification.link ? (
        <Link
          to={notification.link}
          onClick={markAsRead}
          onAuxClick={markAsRead}
          className={rowClass}
          data-unread={notification.isRead ? undefined : ''}
        >
          {body}
        </Link>
      ) : (
        <button
          type="button"
          onClick={markAsRead}
          className={rowClass}
          data-unread={notification.isRead ? undefined : ''}
        >
          {body}
        </button>
      )}
    </li>
  )
}
