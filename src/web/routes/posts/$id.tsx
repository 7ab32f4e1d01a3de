import { createFileRoute } from '@tanstack/react-router'
import { preloadMarkdown } from '../../features/markdown/Markdown'
import { PostPage } from '../../features/posts/components/PostPage'
import { postQueryOptions } from '../../features/posts/queries'
import { orNotFound } from '../../lib/not-found'
import { idOrSlugParams } from '../../lib/route-params'

export const Route = createFileRoute('/posts/$id')({
  params: idOrSlugParams,
  staticData: { title: 'post' },
  loader: ({ context, params }) => {
    void preloadMarkdown()
    return orNotFound(context.queryClient.ensureQueryData(postQueryOptions(params.id)))
  },
  component: PostRoute,
})

function PostRoute() {
  return <PostPage address={Route.useParams().id} />
}
