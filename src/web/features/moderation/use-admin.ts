import { useEffect, useState } from 'react'
import { isAdminCatalogLoaded, loadAdminCatalog } from '../../i18n/i18n'
import { useMe } from '../profiles/queries'

/**
 * Whether the signed-in person is an admin, and whether the admin area's strings are in: they
 * are asked for on an admin's first use, and no one else ever loads them. `isPending` while it
 * is not yet known who is signed in.
 */
export function useAdmin() {
  const { data: me, isPending } = useMe()
  const isAdmin = me?.role === 'admin'
  const [isReady, setReady] = useState(isAdminCatalogLoaded)
  useEffect(() => {
    if (!isAdmin || isReady) return
    let isCurrent = true
    void loadAdminCatalog().then(() => {
      if (isCurrent) setReady(true)
    })
    return () => {
      isCurrent = false
    }
  }, [isAdmin, isReady])
  return { me, isAdmin, isReady, isPending }
}
