import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Badge } from '../../../shared/notification-constants'
import type { MarkReadInput, UnreadCount } from '../../../shared/notifications'
import { api, unwrap } from '../../lib/api'
import { profileKeys } from '../profiles/queries'
import { notificationKeys } from './queries'

/** Marks some (each with its group) or all read; the badge takes the server's new count. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MarkReadInput) => unwrap(api.notifications.read.$post({ json: input })),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), { count: unread })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
    },
  })
}

/** Shows one of my badges beside my name, or none; every name on screen follows. */
export function useSetTitle(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (badge: Badge | null) => unwrap(api.me.title.$put({ json: { badge } })),
    onSuccess: (list) => {
      queryClient.setQueryData(notificationKeys.badges(userId), list)
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['posts'] })
    },
  })
}
