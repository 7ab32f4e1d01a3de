import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PointDetail } from '../../../shared/points'
import { answerFetch, json, requestedPaths } from '../../test/answer-fetch'
import { createLiveEvents } from '../live/live-events'
import { useDeletePoint } from './mutations'
import { pointKeys, pointQueryOptions } from './queries'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const point = (id: string) => ({ id, bookId: 'b1', title: id, previousId: null, nextId: null }) as PointDetail

describe('useDeletePoint', () => {
  it("keeps its book's live event from reading the deleted point again while its page is open", async () => {
    // Deleting a point changes its book, and the server tells every reader of the book, this
    // tab included; the tab is still on the point's page until it has navigated away.
    const fetch = answerFetch((request) =>
      new URL(request.url).pathname === '/api/points/gone' && request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : json(200, point(new URL(request.url).pathname.split('/').at(-1) ?? '')),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const live = createLiveEvents(queryClient)
    const pages = ['gone', 'kept'].map((id) => {
      queryClient.setQueryData(pointKeys.detail(id), point(id))
      const page = new QueryObserver(queryClient, { ...pointQueryOptions(id), staleTime: 60_000 })
      return page.subscribe(() => {})
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useDeletePoint(point('gone')), { wrapper })
    await act(() => result.current.mutateAsync())
    fetch.mockClear()

    live.handle('book.changed', { bookId: 'b1' })
    // The other point open in the same book is read again; the deleted one is not.
    await waitFor(() => expect(requestedPaths(fetch)).toContain('/api/points/kept'))
    expect(requestedPaths(fetch)).not.toContain('/api/points/gone')

    // Once its page is left, the point is forgotten.
    act(() => result.current.forget())
    expect(queryClient.getQueryData(pointKeys.detail('gone'))).toBeUndefined()
    for (const unsubscribe of pages) unsubscribe()
  })
})
