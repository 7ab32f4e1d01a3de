import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../../features/moderation/components/AdminOnly'
import { ReportsPage } from '../../features/moderation/components/ReportsPage'

export const Route = createFileRoute('/reports/posts')({
  staticData: { title: 'reports-posts' },
  component: () => (
    <AdminOnly>
      <ReportsPage targetType="post" />
    </AdminOnly>
  ),
})
