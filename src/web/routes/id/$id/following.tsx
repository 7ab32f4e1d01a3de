import { createFileRoute } from '@tanstack/react-router'
import { PeoplePage } from '../../../features/social/components/PeoplePage'

export const Route = createFileRoute('/id/$id/following')({
  staticData: { title: 'following' },
  component: () => <PeoplePage userId={Route.useParams().id} list="following" />,
})
