import { createFileRoute } from '@tanstack/react-router'
import { AgentRoute } from '../../../features/imports/components/AgentPage'
import { requireSignIn } from '../../../features/session/require-sign-in'

// As /books/{id}/import: the page checks the book and the role, in its own lazy chunk.
export const Route = createFileRoute('/books/$id/agent')({
  staticData: { title: 'agent' },
  beforeLoad: requireSignIn,
  component: AgentRoute,
})
