import { useEffect, useState } from 'react'
import { type CatalogPart, isCatalogPartLoaded, loadCatalogPart } from './i18n'

/** Loads a part's strings on first use; whether they are in (render a skeleton until then). */
export function useCatalogPart(part: CatalogPart, enabled = true): boolean {
  const [isReady, setReady] = useState(() => isCatalogPartLoaded(part))
  useEffect(() => {
    if (!enabled || isReady) return
    let isCurrent = true
    void loadCatalogPart(part).then(() => {
      if (isCurrent) setReady(true)
    })
    return () => {
      isCurrent = false
    }
  }, [part, enabled, isReady])
  return isReady
}
