import type { ReactNode } from 'react'
import { PageNotFound } from '../../../ui/NotFound'
import { useAdmin } from '../use-admin'

/** The admin pages: what they are to an admin, a page that does not exist to everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, isReady, isPending } = useAdmin()
  if (isPending || (isAdmin && !isReady)) return null
  return isAdmin ? children : <PageNotFound />
}
