import { createFileRoute } from '@tanstack/react-router'
import { markdownReady, prerenderMarkdown } from '../../../features/markdown/renderer'
import { PointPage } from '../../../features/points/components/PointPage'
import { pointQueryOptions } from '../../../features/points/queries'
import { meQueryOptions } from '../../../features/session/me-query'
import { orNotFound } from '../../../lib/not-found'
import { FirstRenderSliced } from '../../../ui/FramePending'

export const Route = createFileRoute('/points/$id/')({
  staticData: { title: 'point' },
  loader: async ({ context: { queryClient }, params }) => {
    // Who is signed in decides between the notes and the invitation to sign in.
    // fetchQuery, not ensureQueryData: a point whose neighbours changed (a point added to its
    // section, a move) is stale, and ← → must not follow its old previous/next.
    // The point answer carries its book (title, role, rights): one request, not two in a row.
    // The card opens rendered when its renderer comes in time (markdownReady).
    // Then its text is rendered ahead of the page, each part in a task of its own.
    const [, point] = await Promise.all([
      markdownReady(),
      orNotFound(queryClient.fetchQuery(pointQueryOptions(params.id))),
      queryClient.ensureQueryData(meQueryOptions),
    ])
    await prerenderMarkdown([point.content, point.hiddenContent])
  },
  component: PointRoute,
})

function PointRoute() {
  const { id } = Route.useParams()
  return (
    <FirstRenderSliced>
      <PointPage pointId={id} />
    </FirstRenderSliced>
  )
}
