import { useSearch } from '@tanstack/react-router'
import { ConfirmPage } from './components/ConfirmPage'

/** The confirm link's search: `code` (older links called it `token`). */
function validateSearch(search: Record<string, unknown>): { code?: string } {
  const code = typeof search.code === 'string' ? search.code : search.token
  return typeof code === 'string' && code ? { code } : {}
}

function ConfirmRoute() {
  const { code } = useSearch({ strict: false }) as { code?: string }
  // A second link opened while the page shows (a deep link) is a new exchange.
  return <ConfirmPage key={code} code={code} />
}

/**
 * One page at both addresses mails have used: /confirm and /auth/confirm. The router keeps
 * state on the options object it is given, so each route spreads its own copy.
 */
export const confirmRoute = {
  staticData: { title: 'confirm' as const },
  validateSearch,
  component: ConfirmRoute,
}
