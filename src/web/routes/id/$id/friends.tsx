import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/id/$id/friends')({
  staticData: { title: 'friends' },
  component: Placeholder,
})
