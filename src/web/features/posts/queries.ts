import { queryOptions } from '@tanstack/react-query'
import type { CommentThread, PostFeed, PostKind } from '../../../shared/posts'
import { api, unwrap } from '../../lib/api'

// Route loaders import this file, so it is part of every first visit: the keys and a post's query.
// The feeds' and comments' queries are `list-queries.ts`, the cached copies' patches `cache.ts`.

export interface PostFilter {
  feed: PostFeed
  kind?: PostKind | undefined
  /** One person's posts (their profile); `feed` is then ignored. */
  author?: string | undefined
}

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filter: PostFilter) => [...postKeys.lists(), filter] as const,
  /** The newest post of a feed, polled for the "new posts" pill. */
  heads: () => [...postKeys.all, 'head'] as const,
  head: (filter: PostFilter) => [...postKeys.heads(), filter] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  /** A post opened by its id or its slug. */
  detail: (address: string) => [...postKeys.details(), address] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  replies: (postId: string, threadId: string) => [...postKeys.comments(postId), 'replies', threadId] as const,
}

export const postQueryOptions = (address: string) =>
  queryOptions({
    queryKey: postKeys.detail(address),
    queryFn: () => unwrap(api.posts[':idOrSlug'].$get({ param: { idOrSlug: address } })),
  })

export type { CommentThread }
