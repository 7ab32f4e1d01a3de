import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PublicProfile } from '../../../shared/accounts'
import type { Person, Relationship } from '../../../shared/social'
import { api, unwrap } from '../../lib/api'
import type { Page } from '../../lib/paged'
import { bookKeys } from '../books/queries'
import { patchPostsBy } from '../posts/cache'
import { postKeys } from '../posts/queries'
import { profileKeys } from '../profiles/queries'
import { socialKeys } from './queries'

type Pages<T> = { pages: Page<T>[]; pageParams: unknown[] }

const NO_RELATION: Relationship = { isFollowing: false, followsMe: false, isBlocking: false, blocksMe: false }

/** My relationship with `userId` changed: say so on their profile, in people lists and on their posts. */
function patchRelationship(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
  change: Partial<Relationship>,
  followerStep = 0,
) {
  queryClient.setQueryData<PublicProfile>(profileKeys.detail(userId), (profile) =>
    profile
      ? {
          ...profile,
          followerCount: Math.max(0, profile.followerCount + followerStep),
          relationship: { ...(profile.relationship ?? NO_RELATION), ...change },
        }
      : profile,
  )
  queryClient.setQueriesData<Pages<Person>>({ queryKey: socialKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((person) =>
              person.id === userId
                ? { ...person, relationship: { ...(person.relationship ?? NO_RELATION), ...change } }
                : person,
            ),
          })),
        }
      : data,
  )
  if (change.isFollowing !== undefined) {
    const isFollowing = change.isFollowing
    patchPostsBy(queryClient, userId, (post) => ({ ...post, isFollowingAuthor: isFollowing }))
  }
}

/**
 * Follow or unfollow at once and roll back on error; calls for one person run in order and only
 * the last one settling refreshes the lists, so quick taps settle on the last choice.
 */
export function useToggleFollow(userId: string) {
  const queryClient = useQueryClient()
  const mutationKey = [...socialKeys.all, 'follow', userId]
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (isFollowing: boolean) => {
      const param = { param: { id: userId } }
      const follow = api.users[':id'].follow
      return unwrap(isFollowing ? follow.$post(param) : follow.$delete(param))
    },
    onMutate: async (isFollowing) => {
      const profile = queryClient.getQueryData<PublicProfile>(profileKeys.detail(userId))
      const was = profile?.relationship?.isFollowing
      const step = was === undefined || was === isFollowing ? 0 : isFollowing ? 1 : -1
      const previous = [
        ...queryClient.getQueriesData({ queryKey: profileKeys.detail(userId) }),
        ...queryClient.getQueriesData({ queryKey: socialKeys.lists() }),
        ...queryClient.getQueriesData({ queryKey: postKeys.all }),
      ]
      patchRelationship(queryClient, userId, { isFollowing }, step)
      return { previous }
    },
    onError: (_error, _isFollowing, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data)
    },
    onSuccess: (state) => {
      if (!isLast()) return
      queryClient.setQueryData<PublicProfile>(profileKeys.detail(userId), (profile) =>
        profile ? { ...profile, followerCount: state.followerCount } : profile,
      )
    },
    onSettled: () => {
      if (!isLast()) return
      void queryClient.invalidateQueries({ queryKey: socialKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: profileKeys.me() })
    },
  })
}

/**
 * Block or unblock; a block also ends the follows and the books shared both ways (decision 023),
 * so everything about them reloads.
 */
export function useBlock(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isBlocking: boolean) => {
      const param = { param: { id: userId } }
      const block = api.users[':id'].block
      return unwrap(isBlocking ? block.$post(param) : block.$delete(param))
    },
    onSuccess: (state) => {
      patchRelationship(
        queryClient,
        userId,
        state.isBlocking ? { isBlocking: true, isFollowing: false, followsMe: false } : { isBlocking: false },
      )
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) })
      void queryClient.invalidateQueries({ queryKey: profileKeys.me() })
      void queryClient.invalidateQueries({ queryKey: socialKeys.all })
      void queryClient.invalidateQueries({ queryKey: postKeys.all })
      void queryClient.invalidateQueries({ queryKey: bookKeys.all })
    },
  })
}
