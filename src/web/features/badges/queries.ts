import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'

export const badgeKeys = {
  all: ['badges'] as const,
  user: (userId: string) => [...badgeKeys.all, userId] as const,
  /** Every badge, with the standing of whoever asks (`null`: a visitor). */
  catalogue: (viewerId: string | null) => [...badgeKeys.all, 'catalogue', viewerId] as const,
}

/** A person's badges and the one they show as their title. */
export const badgesOptions = (userId: string) =>
  queryOptions({
    queryKey: badgeKeys.user(userId),
    queryFn: () => unwrap(api.users[':id'].badges.$get({ param: { id: userId } })),
  })

/**
 * Every badge, how it is earned, and (signed in) mine and my progress. Fetched afresh each time
 * the page opens: a post or a review since moves the progress.
 */
export const badgeCatalogueOptions = (viewerId: string | null) =>
  queryOptions({
    queryKey: badgeKeys.catalogue(viewerId),
    queryFn: () => unwrap(api.badges.$get()),
    staleTime: 0,
  })
