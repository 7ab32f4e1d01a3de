import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPage } from '../features/auth/components/ConfirmPage'

export const Route = createFileRoute('/confirm')({
  staticData: { title: 'confirm' },
  // The link carries `code`; older links called it `token`.
  validateSearch: (search: Record<string, unknown>): { code?: string } => {
    const code = typeof search.code === 'string' ? search.code : search.token
    return typeof code === 'string' && code ? { code } : {}
  },
  component: function ConfirmRoute() {
    return <ConfirmPage code={Route.useSearch().code} />
  },
})
