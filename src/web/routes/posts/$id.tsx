import { createFileRoute } from '@tanstack/react-router'
import { markdownReady, prerenderMarkdown } from '../../features/markdown/renderer'
import { PostPage } from '../../features/posts/components/PostPage'
import { postQueryOptions } from '../../features/posts/queries'
import { FollowButton } from '../../features/social/components/FollowButton'
import { orNotFound } from '../../lib/not-found'
import { idOrSlugParams } from '../../lib/route-params'
import { FirstRenderSliced } from '../../ui/FramePending'

export const Route = createFileRoute('/posts/$id')({
  params: idOrSlugParams,
  staticData: { title: 'post', under: 'posts' },
  loader: async ({ context, params }) => {
    // The post opens rendered when its renderer comes in time (markdownReady).
    const [post] = await Promise.all([
      orNotFound(context.queryClient.ensureQueryData(postQueryOptions(params.id))),
      markdownReady(),
    ])
    await prerenderMarkdown([post.content])
    return post
  },
  component: PostRoute,
})

function PostRoute() {
  return (
    <FirstRenderSliced>
      <PostPage address={Route.useParams().id} followButton={FollowButton} />
    </FirstRenderSliced>
  )
}
