import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MarkReadInput, UnreadCount } from '../../../shared/notifications'
import { api, unwrap } from '../../lib/api'
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
