import { useRouterState } from '@tanstack/react-router'
import { type JSX, type ReactNode, useDeferredValue, useState } from 'react'
import { useIsOnline } from '../lib/online'
import { OfflineWait } from './OfflineWait'

/**
 * What shows while a page's route is loading (TanStack Router's pending components).
 *
 * On the first visit that is the frame index.html painted before any JavaScript ran (decision
 * 018) — the very same nodes, with the page's title and text where the server wrote them — kept on
 * screen until the page itself renders. Without this, React's first commit would clear `#root`
 * and show nothing (every route starts pending), a blank screen between the frame and the page.
 * After the first page has loaded, a slow navigation gets a skeleton in the frame's shape.
 */
let frame: HTMLElement | null = null

/** Called once before React's first render, with the frame it is about to replace. */
export function keepFrame(element: HTMLElement | null): void {
  frame = element
  framePart = undefined
}

/** Called once the first page has loaded: later pending states show the skeleton. */
export function releaseFrame(): void {
  frame = null
}

/**
 * The router's wrapper: before the router has published its matches the routes render nothing,
 * so the frame stands in for them (app.tsx starts the first load before React's first render, so
 * it has usually matched by then).
 */
export function FrameUntilMatched({ children }: { children: ReactNode }): JSX.Element {
  const unmatched = useRouterState({ select: hasNoMatches })
  return (
    <>
      {unmatched && <FramePending />}
      {children}
    </>
  )
}

function hasNoMatches(state: { matches: unknown[] }): boolean {
  return state.matches.length === 0
}

/** The root route's pending state: the whole frame (top bar, page, dock or rail). */
export function FramePending() {
  const [kept] = useState(() => frame && { nodes: [frame], hidden: false })
  return kept ? <KeptNodes {...kept} /> : <PageSkeleton />
}

/**
 * A page's pending state, inside the app's own top bar and tabs: the frame's page part. Offline,
 * the page's data waits for the network, so it says that instead of a skeleton shimmering on.
 */
export function PagePending() {
  const [kept] = useState(framePage)
  const isOnline = useIsOnline()
  if (!isOnline) {
    return <OfflineWait />
  }
  return kept ? <KeptNodes {...kept} /> : <PageSkeleton />
}

/**
 * The frame's page part, read once: the router's pending state and then `FirstRenderSliced`'s
 * fallback show the same nodes, moved from one to the other.
 */
let framePart: { nodes: Node[]; hidden: boolean } | null | undefined
function framePage(): { nodes: Node[]; hidden: boolean } | null {
  if (framePart === undefined && frame) {
    const main = frame.querySelector('main')
    const nodes = Array.from(main?.childNodes ?? [])
    framePart = nodes.length ? { nodes, hidden: main?.getAttribute('aria-hidden') === 'true' } : null
  }
  return frame ? (framePart ?? null) : null
}

/**
 * A first render in the background. React's first render of the app, and a page's first render
 * once its data is in (the router's store changes re-render synchronously, `useSyncExternalStore`),
 * were each one long task on a first visit, with React's, the router's and the page's code running
 * for the first time (decision 018). Here that render shows the frame still (its page part, or the
 * whole frame for the app's layout) and React renders the children at a transition's priority,
 * which yields to the browser every few milliseconds, then commits them whole. Later renders are
 * at once, as before: there is no frame to keep, and a skeleton for one frame would flash.
 */
export function FirstRenderSliced({
  children,
  fallback = <PagePending />,
}: {
  children: ReactNode
  /** What shows meanwhile: the frame's page part, or for the app's layout the whole frame. */
  fallback?: ReactNode
}) {
  const [isFirst] = useState(() => frame !== null)
  const isReady = useDeferredValue(true, !isFirst)
  return isReady ? children : fallback
}

/** The frame's own nodes, moved in by React's commit (a ref callback), before the browser paints. */
function KeptNodes({ nodes, hidden }: { nodes: Node[]; hidden: boolean }) {
  return (
    <div
      className="contents"
      data-frame=""
      aria-hidden={hidden || undefined}
      ref={(element) => void element?.replaceChildren(...nodes)}
    />
  )
}

/** The frame's page placeholder, drawn by React: a title, a line and three cards. */
function PageSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="skeleton mb-3 h-8 w-2/3" />
      <div className="skeleton mb-6 h-4 w-full" />
      <div className="skeleton mb-3 h-20 w-full" />
      <div className="skeleton mb-3 h-20 w-full" />
      <div className="skeleton mb-3 h-20 w-full" />
    </div>
  )
}
