import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PointListItem as Point } from '../../../../shared/points'
import { placed } from '../../../../shared/section-order'
import editorEn from '../../../i18n/editor.en.json'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { Toasts } from '../../../ui/Toasts'
import { toastStore } from '../../../ui/toast'
import { pointKeys } from '../queries'
import { SortablePoints } from './SortablePoints'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(editorEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

const point = (id: string, title: string, sectionTitle: string, position: number) =>
  ({ id, title, sectionTitle, sectionDescription: '', position, bookId: 'b1' }) as Point

/**
 * The book's points as the server keeps them: the list answers what is saved, and a move by its
 * target (`sectionTitle` alone: the end of that section) changes it, as point-move.ts does.
 */
async function showBook() {
  let saved = [
    point('heart', 'Heart', 'Physiology', 0),
    point('lungs', 'Lungs', 'Physiology', 1),
    point('aspirin', 'Aspirin', 'Pharmacology', 2),
  ]
  const moves: unknown[] = []
  answerFetch(async (request) => {
    const path = new URL(request.url).pathname
    if (request.method === 'GET' && path === '/api/books/b1/points')
      return json(200, { items: saved, nextCursor: null })
    const id = path.match(/^\/api\/points\/(\w+)$/)?.[1]
    const moving = saved.find((p) => p.id === id)
    if (request.method === 'PATCH' && moving) {
      const body = await request.json()
      moves.push(body)
      saved = (placed(saved, moving, body) ?? saved).map((p, position) => ({ ...p, position }))
      return json(
        200,
        saved.find((p) => p.id === id),
      )
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
  })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  queryClient.setQueryData(pointKeys.list('b1'), {
    pages: [{ items: saved, nextCursor: null }],
    pageParams: [''],
  })
  renderInApp(
    () => (
      <>
        <SortablePoints bookId="b1" />
        <button type="button">Elsewhere</button>
        <Toasts />
      </>
    ),
    { i18n, queryClient },
  )
  await screen.findByText('Heart')
  return { moves }
}

const folder = (title: string) => screen.getByRole('button', { name: `Move “${title}” to another section` })
const isOpen = (title: string) => folder(title).getAttribute('aria-expanded') === 'true'
const menuOf = (title: string) => screen.getByRole('menu', { name: `Move “${title}” to another section` })

describe('the Move to section menu of a row', () => {
  it('closes on a press elsewhere, on Escape with the focus back on its button, and when another row’s opens', async () => {
    const user = userEvent.setup()
    await showBook()
    await user.click(folder('Heart'))
    expect(isOpen('Heart')).toBe(true)
    expect(document.activeElement).toBe(
      within(menuOf('Heart')).getByRole('menuitem', { name: 'Pharmacology' }),
    )
    // A press where nothing takes the focus (as on a button in Safari) closes it too.
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Pharmacology' }))
    expect(isOpen('Heart')).toBe(false)
    await user.click(folder('Heart'))
    await user.click(screen.getByRole('heading', { name: 'Physiology' }))
    expect(isOpen('Heart')).toBe(false)
    await user.click(folder('Heart'))
    await user.keyboard('{Escape}')
    expect(isOpen('Heart')).toBe(false)
    expect(document.activeElement).toBe(folder('Heart'))
    await user.click(folder('Heart'))
    await user.click(folder('Aspirin'))
    expect(isOpen('Heart')).toBe(false)
    expect(isOpen('Aspirin')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(isOpen('Aspirin')).toBe(false)
  })

  it('moves the point on a chosen section, closed, with the focus on its button in its new place, and says where', async () => {
    const user = userEvent.setup()
    const { moves } = await showBook()
    await user.click(folder('Heart'))
    await user.click(within(menuOf('Heart')).getByRole('menuitem', { name: 'Pharmacology' }))
    expect(moves).toEqual([{ sectionTitle: 'Pharmacology' }])
    await screen.findByText('Moved “Heart” to place 2 of 2 in Pharmacology.')
    const pharmacology = screen
      .getByRole('heading', { name: 'Pharmacology' })
      .closest('section') as HTMLElement
    expect(within(pharmacology).getByRole('link', { name: 'Heart' })).toBeDefined()
    expect(isOpen('Heart')).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(folder('Heart')))
  })

  it('reaches the new-section field with Tab from its items; a title the book has in another case is that section', async () => {
    const user = userEvent.setup()
    const { moves } = await showBook()
    folder('Aspirin').focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(
      within(menuOf('Aspirin')).getByRole('menuitem', { name: 'Physiology' }),
    )
    await user.keyboard('{Tab}')
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Or a new section' })[2])
    await user.keyboard('PHYSIOLOGY{Enter}')
    expect(moves).toEqual([{ sectionTitle: 'Physiology' }])
    await screen.findByText('Moved “Aspirin” to place 3 of 3 in Physiology.')
    await waitFor(() => expect(document.activeElement).toBe(folder('Aspirin')))
    expect(isOpen('Aspirin')).toBe(false)
  })
})
