import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../../features/moderation/components/AdminOnly'
import { ReportsPage } from '../../features/moderation/components/ReportsPage'

export const Route = createFileRoute('/reports/users')({
  staticData: { title: 'reports-users' },
  component: () => (
    <AdminOnly>
      <ReportsPage targetType="user" />
    </AdminOnly>
  ),
})
