import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppLayout } from '../layout/AppLayout'
import type { RouterContext } from '../router'
import { FirstRenderSliced, FramePending } from '../ui/FramePending'
import { ErrorFallback, NotFoundFallback } from '../ui/NotFound'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The app's first render is the whole frame still; the layout renders in the background.
  component: () => (
    <FirstRenderSliced fallback={<FramePending />}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </FirstRenderSliced>
  ),
  // Until the first page is ready the frame stays, whole (its top bar and tabs too).
  pendingComponent: FramePending,
  notFoundComponent: NotFoundFallback,
  errorComponent: ({ error }) => (
    <AppLayout>
      <ErrorFallback error={error} />
    </AppLayout>
  ),
})
