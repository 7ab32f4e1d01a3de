import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
}

/**
 * The list, read again each time it is shown: when its page opens again, when the app comes back
 * to the front and when it comes back online. New notifications arrive by the stream, but what
 * leaves it (its post deleted or banned, a book unshared) does not, so a list kept from earlier
 * can lead to Not found (decision 012, 2026-11-29). `staleTime` is only what spares the page a
 * second read of the list its route's loader has just read. The first page's read reads the
 * unread count too (the dock's badge is always mounted, so it is not read again by a page
 * opening): the badge then agrees with the list. A read already under way for it is not restarted.
 */
export const notificationListOptions = infiniteQueryOptions({
  ...pagedQueryOptions(notificationKeys.list(), (page, client) => {
    if (!page.cursor)
      void client.invalidateQueries({ queryKey: notificationKeys.unread() }, { cancelRefetch: false })
    return unwrap(api.notifications.$get({ query: page }))
  }),
  staleTime: 1_000,
  refetchOnMount: true,
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
})

/** The tab's badge: loaded at sign-in and whenever the app becomes visible or online again (spec §4). */
export const unreadCountOptions = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: () => unwrap(api.notifications['unread-count'].$get()),
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  meta: { silent: true },
})
