import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

/**
 * A component rendered as the app renders a page: the root of a memory router (so its links
 * work), with a query client and an i18n instance. The router renders asynchronously: wait for
 * the component's first text with a `find…` query. `at` is the address it starts at; as the root,
 * the component stays on screen at every address it goes to.
 */
export function renderInApp(
  page: () => ReactNode,
  { i18n, queryClient = new QueryClient(), at = '/' }: { i18n: I18n; queryClient?: QueryClient; at?: string },
) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { router, queryClient }
}
