import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../../features/moderation/components/AdminOnly'
import { ReportsPage } from '../../features/moderation/components/ReportsPage'

export const Route = createFileRoute('/reports/comments')({
  staticData: { title: 'reports-comments' },
  component: () => (
    <AdminOnly>
      <ReportsPage targetType="comment" />
    </AdminOnly>
  ),
})
