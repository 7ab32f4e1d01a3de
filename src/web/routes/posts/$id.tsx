import { createFileRoute } from '@tanstack/react-router'
import { preloadMarkdown } from '../../features/markdown/Markdown'
import { PostPage } from '../../features/posts/components/PostPage'
import { postQueryOptions } from '../../features/posts/queries'
import { orNotFound } from '../../lib/not-found'
import { idOrSlugParams } from '../../lib/route-params'

export const Route = createFileRoute('/posts/$id')({
  params: idOrSlugParams,
  staticData: { title: 'post' },
  // The renderer with the post (preloaded by the HTML), so the post shows rendered, never as source.
  loader: async ({ context, params }) => {
    const [post] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(postQueryOptions(params.id))),
      preloadMarkdown(),
    ])
    return post
  },
  component: PostRoute,
})

function PostRoute() {
  return <PostPage address={Route.useParams().id} />
}
