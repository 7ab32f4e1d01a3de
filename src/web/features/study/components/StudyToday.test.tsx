import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DueList } from '../../../../shared/study'
import studyEn from '../../../i18n/study.en.json'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { StudyToday } from './StudyToday'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n(studyEn)
})
afterEach(() => vi.unstubAllGlobals())

const nothing: DueList = {
  items: [],
  counts: { new: 0, learning: 0, review: 0 },
  nextDueAt: null,
  limitReached: false,
  nextDueDay: null,
  book: null,
}

/** The card, with the server's answer to today's due list (`GET /api/study/due?limit=1`). */
async function renderToday(list: Partial<DueList>) {
  answerFetch(() => json(200, { ...nothing, ...list }))
  renderInApp(() => <StudyToday />, { i18n, queryClient: new QueryClient() })
  return screen.findByRole('heading', { name: 'Study today' })
}

describe('StudyToday', () => {
  it('tells someone with no cards at all where cards come from, and leads to Explore', async () => {
    await renderToday({})
    expect((await screen.findByTestId('today-empty')).textContent).toBe(
      'No cards to study yet. Cards come from the books in your study list. Find a book and choose “Study this book”.',
    )
    expect(screen.getByRole('link', { name: 'Explore books' }).getAttribute('href')).toBe('/explore')
    // Not "Due 0, New 0, All done for today" (found by a tester).
    expect(screen.queryByText('All done for today.')).toBeNull()
    expect(screen.queryByTestId('today-due')).toBeNull()
  })

  it('says All done when there are cards, none of them due today', async () => {
    await renderToday({ nextDueDay: '2026-12-02' })
    expect(await screen.findByText('All done for today.')).toBeTruthy()
    expect(screen.getByTestId('today-due').textContent).toBe('0')
    expect(screen.queryByTestId('today-empty')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Explore books' })).toBeNull()
  })

  it('counts what is due and offers Start', async () => {
    const item = { point: {}, card: {}, intervals: {} } as DueList['items'][number]
    await renderToday({ items: [item], counts: { new: 2, learning: 1, review: 3 } })
    expect((await screen.findByTestId('today-due')).textContent).toBe('4')
    expect(screen.getByTestId('today-new').textContent).toBe('2')
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/study')
    expect(screen.queryByText('All done for today.')).toBeNull()
  })
})
