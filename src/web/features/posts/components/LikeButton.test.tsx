import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Post } from '../../../../shared/posts'
import { initTestI18n } from '../../../test/i18n'
import { pendingFetch } from '../../../test/test-fetch'
import { profileKeys } from '../../profiles/queries'
import { postKeys, postQueryOptions } from '../queries'
import { LikeButton } from './LikeButton'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})
afterEach(() => vi.unstubAllGlobals())

const post = { id: 'p1', slug: 'cells-ab12cd', isLiked: false, likeCount: 4, authorId: 'a' } as Post

function LikedPost({ mayLike }: { mayLike: boolean }) {
  const { data } = useQuery({ ...postQueryOptions('cells-ab12cd'), staleTime: Number.POSITIVE_INFINITY })
  return data ? <LikeButton post={data} mayLike={mayLike} /> : null
}

function setup({ mayLike = true, post: shown = post }: { mayLike?: boolean; post?: Post } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(profileKeys.me(), { id: 'me' })
  queryClient.setQueryData(postKeys.detail('cells-ab12cd'), shown)
  // The same post in a feed: a like shows there at once too.
  queryClient.setQueryData(postKeys.list({ feed: 'everyone' }), {
    pages: [{ items: [shown], nextCursor: null }],
    pageParams: [''],
  })
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LikedPost mayLike={mayLike} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { queryClient, button: screen.getByRole('button', { name: /^Like \d+$/ }) }
}

const inFeed = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ pages: { items: Post[] }[] }>(postKeys.list({ feed: 'everyone' }))?.pages[0]
    ?.items[0]

describe('LikeButton', () => {
  it('flips at once everywhere, then keeps the count the server answers', async () => {
    const { release } = pendingFetch(200, { id: 'p1', isLiked: true, likeCount: 9 })
    const { button, queryClient } = setup()
    await userEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('like-count').textContent).toBe('5')
    expect(inFeed(queryClient)).toMatchObject({ isLiked: true, likeCount: 5 })
    act(release)
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('9'))
    expect(inFeed(queryClient)?.likeCount).toBe(9)
  })

  it('settles on the last of quick taps, one request at a time', async () => {
    const { fetch, release } = pendingFetch(200, { id: 'p1', isLiked: true, likeCount: 5 })
    const { button } = setup()
    for (let i = 0; i < 3; i++) await userEvent.click(button)
    // Like, unlike, like: the page shows the last choice while the calls go out in order.
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('like-count').textContent).toBe('5')
    expect(fetch).toHaveBeenCalledTimes(1)
    act(release)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    const methods = fetch.mock.calls.map(([request]) => (request as Request).method)
    expect(methods).toEqual(['PUT', 'DELETE', 'PUT'])
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    expect(screen.getByTestId('like-count').textContent).toBe('5')
  })

  it('rolls back when the server refuses (a block)', async () => {
    const { release } = pendingFetch(403, { error: { code: 'BLOCKED', message: 'blocked' } })
    const { button, queryClient } = setup()
    await userEvent.click(button)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'))
    act(release)
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'))
    expect(screen.getByTestId('like-count').textContent).toBe('4')
    expect(inFeed(queryClient)).toEqual(post)
  })

  it('across a block offers nothing but taking my like back (decision 023)', async () => {
    const { fetch, release } = pendingFetch(200, { id: 'p1', isLiked: false, likeCount: 3 })
    const { button } = setup({ mayLike: false, post: { ...post, isLiked: true } })
    const isDisabled = () => (button as HTMLButtonElement).disabled
    expect(isDisabled()).toBe(false)
    await userEvent.click(button)
    // Unliked at once, and then there is nothing left to do: no live Like that could only fail.
    await waitFor(() => expect(isDisabled()).toBe(true))
    expect(button.getAttribute('aria-pressed')).toBe('false')
    act(release)
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('3'))
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['DELETE'])
    expect(isDisabled()).toBe(true)
  })
})
