import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Children rendered just after the page's first commit, in a transition (decision 018): a page's
 * first render is one synchronous task (the router commits through useSyncExternalStore, which
 * React never splits), so what sits below the fold — a point's actions, its previous/next and
 * its notes — waits for the next task, where React renders it in slices and a tap is answered
 * in between. Mounted once, it renders its children at once from then on.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown ? children : null
}
