import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../router'
import { AppShell } from '../shell/AppShell'
import { ErrorFallback, NotFoundFallback } from '../shell/NotFound'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundFallback,
  errorComponent: ({ error }) => (
    <AppShell>
      <ErrorFallback error={error} />
    </AppShell>
  ),
})
