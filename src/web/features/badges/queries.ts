import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const badgeKeys = {
  all: ['badges'] as const,
  user: (userId: string) => [...badgeKeys.all, userId] as const,
}

/** A person's badges and the one they show as their title. */
export const badgesOptions = (userId: string) =>
  queryOptions({
    queryKey: badgeKeys.user(userId),
    queryFn: () => unwrap(api.users[':id'].badges.$get({ param: { id: userId } })),
  })
