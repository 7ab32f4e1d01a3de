import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book, Section } from '../../../../shared/books'
import editorEn from '../../../i18n/editor.en.json'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { toastStore } from '../../../ui/toast'
import { storeBook, useBook } from '../../books/queries'
import { SectionsEditor } from './SectionsEditor'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(editorEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

const section = (title: string, description: string, pointCount: number): Section => ({
  title,
  description,
  pointCount,
})

/** The Sections panel of a book as the points page shows it, the Hint dialog beside it. */
async function showPanel(sections: Section[], after: Section[]) {
  const book = { id: 'b1', slug: 'b1', title: 'Biology', sections } as Book
  const sent: unknown[] = []
  answerFetch(async (request) => {
    if (request.method !== 'PATCH') return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
    sent.push(await request.json())
    return json(200, { ...book, sections: after })
  })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  })
  storeBook(queryClient, book)
  function Panel() {
    return <SectionsEditor book={useBook('b1')} />
  }
  renderInApp(
    () => (
      <>
        <Panel />
        <ConfirmDialog />
      </>
    ),
    { i18n, queryClient },
  )
  await userEvent.click(await screen.findByText('Sections'))
  return { sent }
}

describe('the Sections panel', () => {
  it('puts the focus in the title field of the section opened, and back on its Edit button when saved or cancelled', async () => {
    const user = userEvent.setup()
    await showPanel(
      [section('Plants', '', 1), section('Animals', '', 1)],
      [section('Flora', '', 1), section('Animals', '', 1)],
    )
    await user.click(screen.getByRole('button', { name: 'Edit section “Animals”' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Section title'))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit section “Animals”' }))
    // Renamed: the button of its new name.
    await user.click(screen.getByRole('button', { name: 'Edit section “Plants”' }))
    await user.clear(screen.getByLabelText('Section title'))
    await user.type(screen.getByLabelText('Section title'), 'Flora{Enter}')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit section “Flora”' })),
    )
  })

  it('after a merge, puts the focus on the Edit button of the section it joined', async () => {
    const user = userEvent.setup()
    const { sent } = await showPanel(
      [section('Plants', 'About plants', 1), section('Animals', 'About animals', 1)],
      [section('Plants', 'About plants', 2)],
    )
    await user.click(screen.getByRole('button', { name: 'Edit section “Animals”' }))
    await user.clear(screen.getByLabelText('Section title'))
    await user.type(screen.getByLabelText('Section title'), 'plants')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit section “Plants”' })),
    )
    expect(sent).toEqual([{ section: 'Animals', title: 'plants', description: 'About animals' }])
  })
})
