import { createFileRoute } from '@tanstack/react-router'
import { ImportRoute } from '../../../features/imports/components/ImportPage'
import { requireSignIn } from '../../../features/session/require-sign-in'

// The page checks the book and the caller's role itself (a lazy chunk), so nothing of the import
// weighs on the first visit of anyone else.
export const Route = createFileRoute('/books/$id/import')({
  staticData: { title: 'import' },
  beforeLoad: requireSignIn,
  component: ImportRoute,
})
