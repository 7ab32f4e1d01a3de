import { createFileRoute } from '@tanstack/react-router'
import { PeoplePage } from '../../../features/social/components/PeoplePage'

export const Route = createFileRoute('/id/$id/friends')({
  staticData: { title: 'friends' },
  component: () => <PeoplePage userId={Route.useParams().id} list="friends" />,
})
