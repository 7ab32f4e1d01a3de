import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../shell/Placeholder'

export const Route = createFileRoute('/reports/users')({
  staticData: { title: 'reports-users' },
  component: Placeholder,
})
