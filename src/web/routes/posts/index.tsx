import { createFileRoute } from '@tanstack/react-router'
import type { PostFeed, PostKind } from '../../../shared/post-constants'
import { PostsPage } from '../../features/posts/components/PostsPage'
import { PageHeading } from '../../ui/PageHeading'

interface PostsSearch {
  feed?: PostFeed
  kind?: PostKind
}

export const Route = createFileRoute('/posts/')({
  staticData: { title: 'posts', tab: 'posts' },
  validateSearch: (search: Record<string, unknown>): PostsSearch => ({
    // Each key named, undefined when not valid: the router keeps the address's own value otherwise.
    feed: search.feed === 'following' || search.feed === 'everyone' ? search.feed : undefined,
    kind: search.kind === 'life' || search.kind === 'study' ? search.kind : undefined,
  }),
  component: PostsRoute,
})

function PostsRoute() {
  return (
    <>
      <PageHeading />
      <PostsPage search={Route.useSearch()} />
    </>
  )
}
