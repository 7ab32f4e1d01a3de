import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { BookActions } from './BookActions'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

const book = {
  id: 'b1',
  slug: 'cells',
  title: 'Cells',
  isStarred: false,
  starCount: 0,
  can: { share: false, copy: false, manage: false, editPoints: true, report: false },
} as unknown as Book

/** The book's actions for its editor, on a server whose client config says `agent`. */
async function openMenu(agent: boolean) {
  answerFetch((request) =>
    new URL(request.url).pathname === '/api/config'
      ? json(200, { version: '1', google: false, devOutbox: false, agent })
      : json(200, null),
  )
  const root = createRootRoute({ component: () => <BookActions book={book} address="cells" /> })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }))
  await screen.findByRole('menuitem', { name: 'Import points' })
  // The config has answered once the query holds it.
  await vi.waitFor(() => expect(queryClient.getQueryData(['client-config'])).toBeTruthy())
}

describe("BookActions' menu", () => {
  it('offers "Generate points" where the server has the agent', async () => {
    await openMenu(true)
    expect(await screen.findByRole('menuitem', { name: 'Generate points' })).toBeTruthy()
  })

  it('does not offer "Generate points" where the agent is not configured', async () => {
    await openMenu(false)
    expect(screen.queryByRole('menuitem', { name: 'Generate points' })).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'Import points' })).toBeTruthy()
  })
})
