import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_ACCESS } from '../lib/not-found'
import { idParams } from '../lib/route-params'
import { initTestI18n } from '../test/i18n'
import { ErrorFallback, NotFoundFallback } from './NotFound'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.restoreAllMocks())

function Broken(): never {
  throw new Error('render failed')
}

/** A router wired like the app's: the same not-found and error pages. */
function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet, notFoundComponent: NotFoundFallback })
  const broken = createRoute({ getParentRoute: () => root, path: '/broken', component: Broken })
  const locked = createRoute({
    getParentRoute: () => root,
    path: '/locked',
    loader: () => {
      throw notFound({ data: NO_ACCESS })
    },
    component: () => null,
  })
  const point = createRoute({
    getParentRoute: () => root,
    path: '/points/$id',
    params: idParams,
    component: () => null,
  })
  const router = createRouter({
    routeTree: root.addChildren([broken, locked, point]),
    history: createMemoryHistory({ initialEntries: [path] }),
    notFoundMode: 'root',
    defaultErrorComponent: ErrorFallback,
  })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

describe('the not-found pages', () => {
  it('says a failed page could not be loaded, with a way to retry, and never that it was deleted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/broken')
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy()
    expect(screen.getByText('Check your connection, then try again.')).toBeTruthy()
    expect(screen.queryByText('This content has been deleted or banned')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says "No access" for content the reader may not change', async () => {
    renderAt('/locked')
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy()
    expect(screen.getByText('Only people allowed to change this can open this page.')).toBeTruthy()
  })

  it('shows "Not found" without retry or a logged error for a parameter that fails validation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderAt('/points/not-an-id')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy()
    expect(screen.getByText('This content has been deleted or banned')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(logged).not.toHaveBeenCalled()
  })

  it('shows "Page Not Found" and the path for a path that matches nothing', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByText('/no/such/page')).toBeTruthy()
  })
})
