import { createFileRoute } from '@tanstack/react-router'
import { PeoplePage } from '../../../features/social/components/PeoplePage'

export const Route = createFileRoute('/id/$id/follower')({
  staticData: { title: 'followers' },
  component: () => <PeoplePage userId={Route.useParams().id} list="followers" />,
})
