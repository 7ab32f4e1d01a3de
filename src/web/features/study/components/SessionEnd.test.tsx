import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ComponentProps } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import studyEn from '../../../i18n/study.en.json'
import { SessionEnd } from './SessionEnd'

const i18n = i18next.createInstance()
beforeAll(async () => {
  // The router restores the scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: studyEn } } })
})
afterAll(() => vi.restoreAllMocks())

const cells = { id: '01970c6a-52d1-7c3e-b9a0-1f2e3d4c5b6a', title: 'Cells', slug: 'cells', studying: true }

/** Nothing rated yet (the page just opened), at /study, in a router that knows a book's page. */
async function renderEnd(props: Partial<ComponentProps<typeof SessionEnd>>) {
  const root = createRootRoute()
  const study = createRoute({
    getParentRoute: () => root,
    path: '/study',
    component: () => (
      <SessionEnd
        log={[]}
        nextDueAt={null}
        limitReached={false}
        nextDueDay={null}
        book={null}
        onCheckAgain={() => {}}
        {...props}
      />
    ),
  })
  const book = createRoute({ getParentRoute: () => root, path: '/books/$id', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([study, book]),
    history: createMemoryHistory({ initialEntries: ['/study'] }),
  })
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return screen.findByRole('heading', { level: 1 })
}

describe('the end of a session with nothing rated', () => {
  it('says a studied book has nothing due now, when its next card is, and links back to the book', async () => {
    const heading = await renderEnd({ book: cells, nextDueDay: '2026-11-30' })
    expect(heading.textContent).toBe('Nothing due in “Cells” now')
    expect(screen.getByTestId('next-due-day').textContent).toBe('The next card is due on Nov 30, 2026.')
    expect(screen.getByRole('link', { name: 'Back to the book' }).getAttribute('href')).toBe('/books/cells')
    expect(screen.queryByRole('link', { name: 'Explore books' })).toBeNull()
    expect(screen.queryByText(/Find a book/)).toBeNull()
  })

  it('says a book outside my study list is not in it, and links to the book to add it', async () => {
    const heading = await renderEnd({ book: { ...cells, studying: false } })
    expect(heading.textContent).toBe('“Cells” is not in your study list')
    expect(screen.getByRole('link', { name: 'Back to the book' }).getAttribute('href')).toBe('/books/cells')
    expect(screen.queryByRole('link', { name: 'Explore books' })).toBeNull()
  })

  it('keeps the limit’s message for a book whose cards today’s limits hold back', async () => {
    const heading = await renderEnd({ book: cells, limitReached: true })
    expect(heading.textContent).toBe("Today's limit reached")
  })

  it('tells all of my books’ next day instead of sending me to find books, when cards are scheduled', async () => {
    const heading = await renderEnd({ nextDueDay: '2026-11-30' })
    expect(heading.textContent).toBe('Nothing to study now')
    expect(screen.getByTestId('next-due-day').textContent).toBe('The next card is due on Nov 30, 2026.')
    expect(screen.queryByText(/Find a book/)).toBeNull()
  })
})
