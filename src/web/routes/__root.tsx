import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppShell } from '../layout/AppShell'
import type { RouterContext } from '../router'
import { FirstRenderSliced, FramePending } from '../ui/FramePending'
import { ErrorFallback, NotFoundFallback } from '../ui/NotFound'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The app's first render is the whole frame still; the shell renders in the background.
  component: () => (
    <FirstRenderSliced fallback={<FramePending />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </FirstRenderSliced>
  ),
  // Until the first page is ready the frame stays, whole (its top bar and tabs too).
  pendingComponent: FramePending,
  notFoundComponent: NotFoundFallback,
  errorComponent: ({ error }) => (
    <AppShell>
      <ErrorFallback error={error} />
    </AppShell>
  ),
})
