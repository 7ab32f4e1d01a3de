import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { AppShell } from '../shell/AppShell'
import { FramePending } from '../shell/FramePending'
import { ErrorFallback, NotFoundFallback } from '../shell/NotFound'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
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
