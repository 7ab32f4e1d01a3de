import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../shell/Placeholder'

export const Route = createFileRoute('/books/$id/points')({
  staticData: { title: 'book-points' },
  component: Placeholder,
})
