import { useEffect, useState } from 'react'
import { isAdminCatalogLoaded, loadAdminCatalog } from '../../i18n/i18n'

/** Whether the admin area's strings are in; asks for them on first use (admins only). */
export function useAdminCatalog(isWanted: boolean): boolean {
  const [isReady, setReady] = useState(isAdminCatalogLoaded)
  useEffect(() => {
    if (!isWanted || isReady) return
    let isCurrent = true
    void loadAdminCatalog().then(() => {
      if (isCurrent) setReady(true)
    })
    return () => {
      isCurrent = false
    }
  }, [isWanted, isReady])
  return isReady
}
