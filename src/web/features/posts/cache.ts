import type { QueryClient } from '@tanstack/react-query'
import type { Post } from '../../../shared/posts'
import type { Page } from '../../lib/paged'
import { postKeys } from './queries'

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
