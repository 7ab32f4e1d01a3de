import { useEffect } from 'react'
import { createStore, useStore } from '../lib/store'

/** What the page on screen is about, most specific first (a point, then its book), if anything. */
const contentTitle = createStore<readonly string[] | null>(null)

/**
 * A page about one thing names it in the browser tab: `Cardiac cycle · Cardiology Basics ·
 * Pointbook`. Other pages keep their translated page name (TopBar).
 */
export function usePageTitle(...parts: readonly (string | null | undefined)[]): void {
  const names = parts.filter((part): part is string => Boolean(part))
  const key = names.join('\n')
  useEffect(() => {
    contentTitle.set(key ? key.split('\n') : null)
    return () => contentTitle.set(null)
  }, [key])
}

export function useContentTitle(): readonly string[] | null {
  return useStore(contentTitle)
}
