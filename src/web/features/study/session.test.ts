import { describe, expect, it } from 'vitest'
import type { DueItem, DueList } from '../../../shared/study'
import type { CardStateName } from '../../../shared/study-constants'
import { type SessionEntry, type SessionState, sessionReducer, sessionSummary, startSession } from './session'

const interval = { due: '2026-11-26T10:00:00Z', seconds: 60 }

function item(id: string, state: CardStateName = 'new'): DueItem {
  return {
    point: {
      id,
      bookId: 'b',
      bookTitle: 'Book',
      title: id,
      description: '',
      content: '',
      hiddenContent: '',
      sectionTitle: '',
    },
    card: { state, due: null, stability: 0, difficulty: 0, reps: 0, lapses: 0, lastReview: null },
    intervals: { again: interval, hard: interval, good: interval, easy: interval },
  }
}

const list = (items: DueItem[], counts = { new: items.length, learning: 0, review: 0 }): DueList => ({
  items,
  counts,
  nextDueAt: null,
  limitReached: false,
  nextDueDay: null,
  book: null,
})

const rate = (state: SessionState, rating: SessionEntry['rating'] = 'good', durationMs = 1000) => {
  const current = state.queue[0]
  if (!current) throw new Error('nothing to rate')
  return sessionReducer(state, {
    type: 'rated',
    entry: { item: current, rating, durationMs, key: current.point.id },
  })
}

describe('a study session', () => {
  it('takes a rated card off the queue at once and counts it down', () => {
    let state = startSession(list([item('a'), item('b', 'review')], { new: 1, learning: 0, review: 1 }))
    state = rate(state)
    expect(state.queue.map((next) => next.point.id)).toEqual(['b'])
    expect(state.counts).toEqual({ new: 0, learning: 0, review: 1 })
    state = rate(state, 'again')
    expect(state.queue).toEqual([])
    expect(state.counts).toEqual({ new: 0, learning: 0, review: 0 })
    expect(state.log.map((entry) => entry.rating)).toEqual(['good', 'again'])
  })

  it('adds a fresh list’s new cards at the end, never one on screen, rated since, or still on its way', () => {
    let state = startSession(list([item('a'), item('b')]))
    state = rate(state) // a, before the list was asked for
    const ratedBefore = state.log.length
    state = rate(state) // b, while the list was on its way
    state = sessionReducer(state, {
      type: 'listed',
      list: list([item('b'), item('c'), item('d'), item('e')]),
      exclude: new Set(['d']),
      ratedBefore,
      isSettled: false,
    })
    expect(state.queue.map((next) => next.point.id)).toEqual(['c', 'e'])
  })

  it('brings back a card rated Again once the server has its rating', () => {
    let state = startSession(list([item('a'), item('b')]))
    state = rate(state, 'again')
    state = sessionReducer(state, {
      type: 'listed',
      list: list([item('b'), item('a', 'learning')], { new: 1, learning: 1, review: 0 }),
      exclude: new Set(),
      ratedBefore: state.log.length,
      isSettled: true,
    })
    expect(state.queue.map((next) => `${next.point.id}:${next.card.state}`)).toEqual(['b:new', 'a:learning'])
    expect(state.counts).toEqual({ new: 1, learning: 1, review: 0 })
  })

  it('takes the book and the next day from the latest list, for the session’s end', () => {
    const book = { id: 'b', title: 'Book', slug: 'book', studying: true }
    let state = startSession({ ...list([item('a')]), book })
    expect(state).toMatchObject({ book, nextDueDay: null })
    state = rate(state, 'easy')
    state = sessionReducer(state, {
      type: 'listed',
      list: { ...list([], { new: 0, learning: 0, review: 0 }), book, nextDueDay: '2026-11-30' },
      exclude: new Set(),
      ratedBefore: state.log.length,
      isSettled: true,
    })
    expect(state).toMatchObject({ book, nextDueDay: '2026-11-30', queue: [] })
  })

  it('keeps its own counts while ratings are on their way', () => {
    let state = startSession(list([item('a'), item('b')]))
    state = rate(state)
    state = sessionReducer(state, {
      type: 'listed',
      list: list([item('b')], { new: 2, learning: 0, review: 0 }),
      exclude: new Set(['a']),
      ratedBefore: state.log.length,
      isSettled: false,
    })
    expect(state.counts.new).toBe(1)
  })

  it('puts an undone card back first, out of the log, with the server’s counts', () => {
    let state = startSession(list([item('a'), item('b'), item('c')]))
    state = rate(state)
    state = rate(state)
    state = sessionReducer(state, {
      type: 'undone',
      pointId: 'b',
      counts: { new: 2, learning: 0, review: 0 },
    })
    expect(state.queue.map((next) => next.point.id)).toEqual(['b', 'c'])
    expect(state.log.map((entry) => entry.item.point.id)).toEqual(['a'])
    expect(state.counts.new).toBe(2)
  })

  it('undoes locally a rating the server never had, counting its card again', () => {
    let state = startSession(list([item('a'), item('b')]))
    state = rate(state)
    state = sessionReducer(state, { type: 'undone', pointId: 'a', counts: null })
    expect(state.queue.map((next) => next.point.id)).toEqual(['a', 'b'])
    expect(state.counts.new).toBe(2)
  })

  it('sums up the ratings and the time spent', () => {
    let state = startSession(list([item('a'), item('b'), item('c')]))
    state = rate(state, 'again', 4000)
    state = rate(state, 'good', 6000)
    state = rate(state, 'good', 2000)
    expect(sessionSummary(state.log)).toEqual({
      reviewed: 3,
      byRating: { again: 1, hard: 0, good: 2, easy: 0 },
      durationMs: 12_000,
    })
  })
})
