import { createFileRoute } from '@tanstack/react-router'
import { AdminOnly } from '../features/moderation/components/AdminOnly'
import { AdminPage } from '../features/moderation/components/AdminPage'

export const Route = createFileRoute('/admin')({
  staticData: { title: 'admin' },
  component: () => (
    <AdminOnly>
      <AdminPage />
    </AdminOnly>
  ),
})
