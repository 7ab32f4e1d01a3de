import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n, initI18n } from '../../../i18n/i18n'
import { answerFetch, json } from '../../../test/answer-fetch'
import { renderInApp } from '../../../test/render-in-app'
import { profileKeys } from '../../profiles/queries'
import { BookStudy } from './BookStudy'

// The app's own catalogs: the study part loads as on the book page.
beforeAll(async () => {
  await initI18n()
})
afterEach(() => vi.unstubAllGlobals())

const counts = {
  bookId: 'b1',
  title: 'Cells',
  slug: 'cells',
  new: 3,
  learning: 0,
  review: 0,
  mature: 0,
  due: 0,
}

/** My new book's study place, not yet asked about; the server keeps what the page sends. */
function renderAsked() {
  let addsBooks: boolean | null = null
  let studying = false
  const sent: string[] = []
  answerFetch(async (request) => {
    const { pathname } = new URL(request.url)
    sent.push(`${request.method} ${pathname}`)
    if (pathname === '/api/study/settings') {
      addsBooks = (await request.json()).addsBooks
      return json(200, {
        newPerDay: 20,
        reviewsPerDay: 200,
        retention: 0.9,
        timeZone: 'UTC',
        statsPublic: false,
        addsBooks,
      })
    }
    if (pathname === '/api/study/books/b1' && request.method === 'PUT') {
      studying = true
      return json(200, { bookId: 'b1', studying })
    }
    return json(200, { ...counts, studying, asksToAdd: addsBooks === null && !studying })
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(profileKeys.me(), { id: 'u1', name: 'Ana' })
  renderInApp(() => <BookStudy bookId="b1" title="Cells" />, { i18n, queryClient })
  return { sent, addsBooksNow: () => addsBooks }
}

describe('BookStudy on my new book', () => {
  it('asks once whether my books go into my study list; Yes adds this one and remembers', async () => {
    const { sent, addsBooksNow } = renderAsked()
    const ask = await screen.findByTestId('study-ask')
    expect(ask.textContent).toContain('Add this book to your study list?')
    expect(screen.queryByRole('button', { name: 'Study this book' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Yes, add my books' }))
    await screen.findByRole('link', { name: /Study/ })
    expect(addsBooksNow()).toBe(true)
    expect(sent).toContain('PUT /api/study/books/b1')
    expect(screen.queryByTestId('study-ask')).toBeNull()
  })

  it('No keeps it out, remembers, and leaves "Study this book" to add it', async () => {
    const { sent, addsBooksNow } = renderAsked()
    await userEvent.click(await screen.findByRole('button', { name: 'No, I’ll choose each one' }))
    await screen.findByRole('button', { name: 'Study this book' })
    expect(addsBooksNow()).toBe(false)
    expect(sent).not.toContain('PUT /api/study/books/b1')
    await waitFor(() => expect(screen.queryByTestId('study-ask')).toBeNull())
  })
})
