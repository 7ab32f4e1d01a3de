import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  badges: (userId: string) => ['badges', userId] as const,
}

export const notificationListOptions = pagedQueryOptions(notificationKeys.list(), (page) =>
  unwrap(api.notifications.$get({ query: page })),
)

/** The tab's badge: loaded at sign-in and whenever the app becomes visible again (spec §4). */
export const unreadCountOptions = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: () => unwrap(api.notifications['unread-count'].$get()),
  refetchOnWindowFocus: 'always',
  meta: { silent: true },
})

export const badgesOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.badges(userId),
    queryFn: () => unwrap(api.users[':id'].badges.$get({ param: { id: userId } })),
  })
