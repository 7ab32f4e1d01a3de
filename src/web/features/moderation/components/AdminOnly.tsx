import type { ReactNode } from 'react'
import { PageNotFound } from '../../../shell/NotFound'
import { useMe } from '../../profiles/queries'
import { useAdminCatalog } from '../use-admin-catalog'

/** The admin pages: what they are to an admin, a page that does not exist to everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe()
  const isAdmin = me?.role === 'admin'
  const isReady = useAdminCatalog(isAdmin)
  if (isPending || (isAdmin && !isReady)) return null
  return isAdmin ? children : <PageNotFound />
}
