import { type InfiniteData, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '../../../shared/pagination'
import type { PointListItem as Point } from '../../../shared/points'
import { pendingFetch } from '../../test/test-fetch'
import { pointKeys } from './queries'
import { useMovePoint } from './useMovePoint'

afterEach(() => vi.unstubAllGlobals())

const point = (id: string, position: number, sectionTitle = 'S') =>
  ({ id, position, sectionTitle, bookId: 'b1' }) as Point
const list: InfiniteData<Page<Point>, unknown> = {
  pages: [{ items: [point('a', 0), point('b', 1), point('c', 2, 'T')], nextCursor: null }],
  pageParams: [''],
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  queryClient.setQueryData(pointKeys.list('b1'), list)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useMovePoint('b1'), { wrapper })
  const order = () =>
    queryClient
      .getQueryData<typeof list>(pointKeys.list('b1'))
      ?.pages.flatMap((page) => page.items.map((item) => item.id))
      .join('')
  return { result, order }
}

describe('useMovePoint', () => {
  it('moves the point in the list at once and sends its target', async () => {
    const { fetch, release } = pendingFetch(200, point('c', 1))
    const { result, order } = setup()
    act(() => result.current.mutate({ pointId: 'c', sectionTitle: 'S', afterId: 'a' }))
    await waitFor(() => expect(order()).toBe('acb'))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    const request = fetch.mock.calls[0]?.[0] as Request
    expect([request.method, new URL(request.url).pathname]).toEqual(['PATCH', '/api/points/c'])
    expect(await request.json()).toEqual({ sectionTitle: 'S', afterId: 'a' })
    act(release)
  })

  it('puts the point back when the server refuses', async () => {
    const { release } = pendingFetch(403, { error: { code: 'FORBIDDEN', message: 'No' } })
    const { result, order } = setup()
    act(() => result.current.mutate({ pointId: 'a', sectionTitle: 'S', afterId: 'b' }))
    await waitFor(() => expect(order()).toBe('bac'))
    act(release)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(order()).toBe('abc')
  })
})
