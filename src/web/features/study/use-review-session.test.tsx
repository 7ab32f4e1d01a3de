import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DueCounts, DueItem, DueList } from '../../../shared/study'
import { answerFetch, json } from '../../test/answer-fetch'
import { useReviewSession } from './use-review-session'

afterEach(() => vi.unstubAllGlobals())

const BOOK = '01970c6a-52d1-7c3e-b9a0-1f2e3d4c5b6a'
const interval = { due: '2026-11-29T10:00:00.000Z', seconds: 60 }

function item(id: string): DueItem {
  return {
    point: {
      id,
      bookId: BOOK,
      bookTitle: 'Cells',
      title: id,
      description: '',
      content: '',
      hiddenContent: '',
      sectionTitle: '',
    },
    card: { state: 'new', due: null, stability: 0, difficulty: 0, reps: 0, lapses: 0, lastReview: null },
    intervals: { again: interval, hard: interval, good: interval, easy: interval },
  }
}

const counts = (fresh: number, learning = 0): DueCounts => ({ new: fresh, learning, review: 0 })

/**
 * A server where I study two books: this one (6 new points) and another (3 new). Each answer
 * counts what its request asks for: the book with `?bookId=`, every book of my list without.
 */
function server() {
  let rated = 0
  return answerFetch(async (request) => {
    const url = new URL(request.url)
    const ofBook = url.searchParams.get('bookId') === BOOK
    if (url.pathname === '/api/study/reviews') {
      const { pointId, rating } = await request.json()
      rated += 1
      return json(201, {
        reviewId: `r${rated}`,
        pointId,
        rating,
        card: { ...item(pointId).card, state: 'learning', reps: 1 },
        counts: ofBook ? counts(6 - rated, rated) : counts(9 - rated, rated),
      })
    }
    if (url.pathname === '/api/study/undo') {
      rated -= 1
      return json(200, {
        pointId: 'p1',
        rating: 'good',
        card: item('p1').card,
        counts: ofBook ? counts(6 - rated, rated) : counts(9 - rated, rated),
      })
    }
    throw new Error(`unexpected ${request.method} ${url.pathname}`)
  })
}

function setUp(first: DueList, bookId: string | undefined) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useReviewSession(first, bookId), { wrapper })
}

const bookList: DueList = {
  items: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map(item),
  counts: counts(6),
  nextDueAt: null,
  limitReached: false,
  nextDueDay: null,
  book: { id: BOOK, title: 'Cells', slug: 'cells', studying: true },
}

describe('a session of one book', () => {
  it('keeps the book’s counts after a rating and an undo, never every book’s', async () => {
    const fetch = server()
    const { result } = setUp(bookList, BOOK)
    expect(result.current.counts).toEqual(counts(6))
    act(() => result.current.rate('good'))
    await waitFor(() => expect(result.current.pending).toBe(0))
    // The server's answer for this book: 5 new, 1 learning (all books would be 8 new).
    expect(result.current.counts).toEqual(counts(5, 1))
    await act(() => result.current.undo())
    expect(result.current.counts).toEqual(counts(6))
    const asked = fetch.mock.calls.map(([request]) => new URL(request.url))
    expect(asked.map((url) => url.pathname)).toEqual(['/api/study/reviews', '/api/study/undo'])
    for (const url of asked) expect(url.searchParams.get('bookId')).toBe(BOOK)
  })

  it('asks for every book’s counts when it studies them all', async () => {
    const fetch = server()
    const { result } = setUp({ ...bookList, counts: counts(9), book: null }, undefined)
    act(() => result.current.rate('good'))
    await waitFor(() => expect(result.current.pending).toBe(0))
    expect(result.current.counts).toEqual(counts(8, 1))
    const [request] = fetch.mock.calls[0] ?? []
    expect(new URL(request?.url ?? '').search).toBe('')
  })
})
