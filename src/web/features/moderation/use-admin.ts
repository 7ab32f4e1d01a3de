import { useCatalogPart } from '../../i18n/use-catalog-part'
import { useMe } from '../session/me-query'

/**
 * Whether the signed-in person is an admin, and whether the admin area's strings are in: they
 * are asked for on an admin's first use, and no one else ever loads them. `isPending` while it
 * is not yet known who is signed in.
 */
export function useAdmin() {
  const { data: me, isPending } = useMe()
  const isAdmin = me?.role === 'admin'
  const isReady = useCatalogPart('admin', isAdmin)
  return { me, isAdmin, isReady, isPending }
}
