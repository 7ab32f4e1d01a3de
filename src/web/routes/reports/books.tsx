import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/reports/books')({
  staticData: { title: 'reports-books' },
  component: Placeholder,
})
