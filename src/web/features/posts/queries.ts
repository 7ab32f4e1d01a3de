import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CommentThread, Post, PostFeed, PostKind } from '../../../shared/posts'
import { api, unwrap } from '../../lib/api'
import { type Page, pagedQueryOptions } from '../../lib/paged'

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

const queryOf = (filter: PostFilter) => ({
  feed: filter.feed,
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.author ? { author: filter.author } : {}),
})

export const postListOptions = (filter: PostFilter) =>
  pagedQueryOptions(postKeys.list(filter), (page) =>
    unwrap(api.posts.$get({ query: { ...queryOf(filter), ...page } })),
  )

export const postHeadOptions = (filter: PostFilter) =>
  queryOptions({
    queryKey: postKeys.head(filter),
    queryFn: () => unwrap(api.posts.$get({ query: { ...queryOf(filter), limit: '1' } })),
    meta: { silent: true },
  })

export const postQueryOptions = (address: string) =>
  queryOptions({
    queryKey: postKeys.detail(address),
    queryFn: () => unwrap(api.posts[':idOrSlug'].$get({ param: { idOrSlug: address } })),
  })

export const commentsOptions = (postId: string) =>
  pagedQueryOptions(postKeys.comments(postId), (page) =>
    unwrap(api.posts[':id'].comments.$get({ param: { id: postId }, query: page })),
  )

export const repliesOptions = (postId: string, threadId: string) =>
  pagedQueryOptions(
    postKeys.replies(postId, threadId),
    (page) =>
      unwrap(
        api.posts[':id'].comments.$get({ param: { id: postId }, query: { ...page, parentId: threadId } }),
      ),
    50,
  )

type Pages<T> = { pages: Page<T>[]; pageParams: unknown[] }

/**
 * Changes the cached posts that `matches` picks wherever they are: a post's page (under its id
 * or its slug) and every feed holding it, so a like or a follow shows the same everywhere at once.
 */
function patchPosts(
  queryClient: QueryClient,
  matches: (post: Post) => boolean,
  change: (post: Post) => Post,
) {
  const apply = (post: Post) => (matches(post) ? change(post) : post)
  queryClient.setQueriesData<Post>({ queryKey: postKeys.details() }, (post) => post && apply(post))
  queryClient.setQueriesData<Pages<Post>>({ queryKey: postKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : data,
  )
}

export function patchPost(queryClient: QueryClient, id: string, change: (post: Post) => Post): void {
  patchPosts(queryClient, (post) => post.id === id, change)
}

/** Every post by one author (following them shows on each of their posts). */
export function patchPostsBy(queryClient: QueryClient, authorId: string, change: (post: Post) => Post): void {
  patchPosts(queryClient, (post) => post.authorId === authorId, change)
}

/** Every cached copy of a post, for rolling an optimistic change back. */
export function snapshotPosts(queryClient: QueryClient) {
  return [
    ...queryClient.getQueriesData({ queryKey: postKeys.details() }),
    ...queryClient.getQueriesData({ queryKey: postKeys.lists() }),
  ]
}

export type { CommentThread }
