import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { Book } from '../../../shared/books'
import { pointKeys } from '../points/queries'
import { useDeleteBook } from './mutations'
import { bookKeys, storeBook } from './queries'

const book = { id: 'b1', slug: 'biology', title: 'Biology' } as Book

describe('useDeleteBook', () => {
  it('drops the book and its points from the cache once its page is left (`forget`)', () => {
    const queryClient = new QueryClient()
    storeBook(queryClient, book)
    queryClient.setQueryData(pointKeys.list(book.id), { pages: [], pageParams: [] })
    queryClient.setQueryData(pointKeys.list('b2'), { pages: [], pageParams: [] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useDeleteBook(book), { wrapper })
    result.current.forget()
    expect(queryClient.getQueryData(bookKeys.detail(book.id))).toBeUndefined()
    expect(queryClient.getQueryData(pointKeys.list(book.id))).toBeUndefined()
    expect(queryClient.getQueryData(pointKeys.list('b2'))).toBeDefined()
  })
})
