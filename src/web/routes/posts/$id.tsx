import { createFileRoute } from '@tanstack/react-router'
import { markdownReady } from '../../features/markdown/Markdown'
import { PostPage } from '../../features/posts/components/PostPage'
import { postQueryOptions } from '../../features/posts/queries'
import { orNotFound } from '../../lib/not-found'
import { idOrSlugParams } from '../../lib/route-params'

export const Route = createFileRoute('/posts/$id')({
  params: idOrSlugParams,
  staticData: { title: 'post', under: 'posts' },
  loader: async ({ context, params }) => {
    // The post opens rendered when its renderer comes in time (markdownReady).
    const [post] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(postQueryOptions(params.id))),
      markdownReady(),
    ])
    return post
  },
  component: PostRoute,
})

function PostRoute() {
  return <PostPage address={Route.useParams().id} />
}
