import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router'
import type { Catalog } from './i18n/i18n'
import type { TabName } from './layout/tabs'
import { routeTree } from './routeTree.gen'
import { FrameUntilMatched, PagePending } from './ui/FramePending'
import { ErrorFallback, NotFoundFallback } from './ui/NotFound'

export interface RouterContext {
  queryClient: QueryClient
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** Key under `pages` in the catalogs, shown in the top bar and the document title. */
    title?: keyof Catalog['pages']
    /** The tab this page belongs to: it lights up and the top bar shows the avatar, not Back. */
    tab?: TabName
    /**
     * An inner page reached from a tab: the tab lights up, the top bar keeps Back. `{ ifOwn }`:
     * only when the page's `$id` is the signed-in person (their own profile).
     */
    under?: TabName | { ifOwn: TabName }
    /** Keep the scroll position on navigation instead of going to the top. */
    keepScroll?: boolean
  }
}

/** How long a later navigation waits before its page's pending state shows (the router's default). */
const LATER_PENDING_MS = 1_000

export function createAppRouter(queryClient: QueryClient) {
  let matchesOf = (_location: ParsedLocation): Array<{ staticData?: StaticDataRouteOption }> => []
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundFallback,
    defaultErrorComponent: ErrorFallback,
    // While a page loads: on the first visit the frame index.html painted, kept until the page
    // renders; later, after a second (LATER_PENDING_MS), a skeleton. On the first visit at once:
    // the app's top bar and tabs render (and answer taps) while the page's data is on its way, in
    // a task of their own, and the page's own first render is that much shorter (decision 018). No
    // minimum time on screen: the first page must not wait for it (the frame and the page sit in
    // the same places), and a skeleton after a second's wait can give way once the page is ready.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
    InnerWrap: FrameUntilMatched,
    // Scroll to the top on navigation (hash targets scroll into view) unless the page opts out.
    scrollRestoration: ({ location }) => !matchesOf(location).some((match) => match.staticData?.keepScroll),
  })
  matchesOf = (location) => router.matchRoutes(location)
  const stopFirstVisit = router.subscribe('onResolved', () => {
    router.options.defaultPendingMs = LATER_PENDING_MS
    stopFirstVisit()
  })
  return router
}
