import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../shared/books'
import { answerFetch, json, requestedPaths } from '../../test/answer-fetch'
import { bookKeys, ensureBook, forgetSlug, invalidateBook, storeBook } from './queries'

const ID = '01a20f22-6b45-7fc8-bea3-375565641e14'
const book = { id: ID, slug: 'cell-biology', title: 'Cell biology' } as Book

afterEach(() => vi.unstubAllGlobals())

describe('the book cache', () => {
  it('keeps a book under its id only; its slug is asked of the server once', async () => {
    const fetch = answerFetch(() => json(200, book))
    const queryClient = new QueryClient()
    expect(await ensureBook(queryClient, 'cell-biology')).toEqual(book)
    expect(await ensureBook(queryClient, 'Cell-Biology')).toEqual(book)
    expect(await ensureBook(queryClient, ID)).toEqual(book)
    expect(requestedPaths(fetch)).toEqual(['/api/books/cell-biology'])
    const keys = queryClient.getQueryCache().findAll({ queryKey: bookKeys.details() })
    expect(keys.map((query) => query.queryKey)).toEqual([bookKeys.detail(ID)])
  })

  it('marks the one cached copy stale without scanning, and forgets a slug no longer in use', async () => {
    const fetch = answerFetch(() => json(200, { ...book, slug: 'biology' }))
    const queryClient = new QueryClient()
    storeBook(queryClient, book)
    await invalidateBook(queryClient, ID)
    expect(queryClient.getQueryState(bookKeys.detail(ID))?.isInvalidated).toBe(true)
    forgetSlug(queryClient, 'cell-biology')
    await ensureBook(queryClient, 'cell-biology')
    expect(requestedPaths(fetch)).toEqual(['/api/books/cell-biology'])
  })
})
