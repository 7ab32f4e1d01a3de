import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/id/$id/following')({
  staticData: { title: 'following' },
  component: Placeholder,
})
