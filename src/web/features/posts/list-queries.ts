import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api'
import { pagedQueryOptions } from '../../lib/paged'
import { type PostFilter, postKeys } from './queries'

// The feeds' and a post's comments' queries: their components', never a route loader's (`queries.ts`).

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
