import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/books/$id/new')({
  staticData: { title: 'point-new' },
  component: Placeholder,
})
