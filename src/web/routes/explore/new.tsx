import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/explore/new')({
  staticData: { title: 'book-new' },
  component: Placeholder,
})
