import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../../features/moderation/components/AdminOnly'
import { ReportsPage } from '../../features/moderation/components/ReportsPage'

export const Route = createFileRoute('/reports/books')({
  staticData: { title: 'reports-books' },
  component: () => (
    <AdminOnly>
      <ReportsPage targetType="book" />
    </AdminOnly>
  ),
})
