import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { initTestI18n } from '../../../test/i18n'
import { pendingFetch } from '../../../test/test-fetch'
import { confirmStore } from '../../../ui/confirm'
import { bookKeys, bookQueryOptions } from '../../books/queries'
import { profileKeys } from '../../profiles/queries'
import { StarButton } from './StarButton'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => {
  vi.unstubAllGlobals()
  confirmStore.set(null)
})

const book = { id: 'b1', slug: 'biology', isStarred: false, starCount: 4 } as Book

/** The button as a page shows it: reading the book from the cache, by id and by slug. */
function StarredBook({ address }: { address: string }) {
  const { data } = useQuery({ ...bookQueryOptions(address), staleTime: Number.POSITIVE_INFINITY })
  if (!data) return null
  return (
    <StarButton
      kind="book"
      id={data.id}
      isStarred={data.isStarred}
      starCount={data.starCount}
      cache={{ details: bookKeys.details(), lists: bookKeys.lists() }}
    />
  )
}

function setup({ signedIn = true } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(profileKeys.me(), signedIn ? { id: 'me' } : null)
  queryClient.setQueryData(bookKeys.detail('b1'), book)
  queryClient.setQueryData(bookKeys.detail('biology'), book)
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StarredBook address="biology" />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { queryClient, button: screen.getByRole('button', { name: /Star/ }) }
}

describe('StarButton', () => {
  it('stars at once, then keeps the count the server answers', async () => {
    const { fetch, release } = pendingFetch(200, { kind: 'book', id: 'b1', isStarred: true, starCount: 7 })
    const { button, queryClient } = setup()
    await userEvent.click(button)
    // Before the server has answered:
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('star-count').textContent).toBe('5')
    // Both cached copies of the book (by id and by slug) flipped.
    expect(queryClient.getQueryData<Book>(bookKeys.detail('b1'))?.isStarred).toBe(true)
    const request = fetch.mock.calls[0]?.[0] as Request
    expect([request.method, new URL(request.url).pathname]).toEqual(['PUT', '/api/stars/book/b1'])
    act(release)
    await waitFor(() => expect(screen.getByTestId('star-count').textContent).toBe('7'))
  })

  it('rolls back when the server refuses', async () => {
    const { release } = pendingFetch(500, { error: { code: 'INTERNAL_ERROR', message: 'Error' } })
    const { button, queryClient } = setup()
    await userEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('star-count').textContent).toBe('5')
    act(release)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'))
    expect(screen.getByTestId('star-count').textContent).toBe('4')
    expect(queryClient.getQueryData<Book>(bookKeys.detail('b1'))).toEqual(book)
  })

  it('asks a visitor to sign in instead of calling the server', async () => {
    const { fetch } = pendingFetch(200, {})
    const { button } = setup({ signedIn: false })
    await userEvent.click(button)
    // The "Please log in first" Hint (its text comes from the app's own i18n instance).
    await waitFor(() => expect(confirmStore.get()).not.toBeNull())
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(fetch).not.toHaveBeenCalled()
  })
})
