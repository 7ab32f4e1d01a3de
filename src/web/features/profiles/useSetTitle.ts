import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Badge } from '../../../shared/badge-constants'
import { api, unwrap } from '../../lib/api'
import { badgeKeys } from '../badges/queries'
import { postKeys } from '../posts/queries'
import { profileKeys } from './queries'

/** Shows one of my badges beside my name, or none; every name on screen follows. */
export function useSetTitle(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (badge: Badge | null) => unwrap(api.me.title.$put({ json: { badge } })),
    onSuccess: (list) => {
      queryClient.setQueryData(badgeKeys.user(userId), list)
      void queryClient.invalidateQueries({ queryKey: profileKeys.all })
      void queryClient.invalidateQueries({ queryKey: postKeys.all })
    },
  })
}
