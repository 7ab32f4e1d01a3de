import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/reports/posts')({
  staticData: { title: 'reports-posts' },
  component: Placeholder,
})
