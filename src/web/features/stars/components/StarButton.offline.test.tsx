import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { bookKeys, bookQueryOptions } from '../../books/queries'
import { profileKeys } from '../../profiles/queries'
import { StarButton } from './StarButton'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => {
  act(() => onlineManager.setOnline(true))
  vi.unstubAllGlobals()
})

const book = { id: 'b1', slug: 'biology', isStarred: false, starCount: 4 } as Book

function StarredBook() {
  const { data } = useQuery({ ...bookQueryOptions('b1'), staleTime: Number.POSITIVE_INFINITY })
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

describe('StarButton offline', () => {
  it('flips at once, is marked as waiting, and is sent when the network is back', async () => {
    const fetch = answerFetch(() => json(200, { kind: 'book', id: 'b1', isStarred: true, starCount: 5 }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(profileKeys.me(), { id: 'me' })
    queryClient.setQueryData(bookKeys.detail('b1'), book)
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StarredBook />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    act(() => onlineManager.setOnline(false))
    const button = screen.getByRole('button', { name: /^Star/ })
    await userEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(await screen.findByText('Waiting for the network')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText('Waiting for the network')).toBeNull())
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })
})
