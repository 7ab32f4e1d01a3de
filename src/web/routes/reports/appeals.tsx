import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../../features/moderation/components/AdminOnly'
import { AppealsPage } from '../../features/moderation/components/AppealsPage'

export const Route = createFileRoute('/reports/appeals')({
  staticData: { title: 'reports-appeals' },
  component: () => (
    <AdminOnly>
      <AppealsPage />
    </AdminOnly>
  ),
})
