import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { onCallFailed } from '../../../call-failures'
import editorEn from '../../../i18n/editor.en.json'
import { createQueryClient } from '../../../lib/query-client'
import { answerFetch, apiError, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { toastStore } from '../../../ui/toast'
import { CopyPointPanel } from '../../points/components/CopyPointPanel'
import { CopyBookPanel } from './CopyBookPanel'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(editorEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

const errorToasts = () => toastStore.get().filter((item) => item.kind === 'error')
const book = { id: 'b1', slug: 'cells', title: 'Cells' } as Book

// The app's own query client: a failed write that is not silent would toast.
describe("A copy's failure is said in its form, by its button, not in a toast that vanishes", () => {
  it('a book copy refused by the server', async () => {
    answerFetch(() => apiError(403, 'FORBIDDEN'))
    renderInApp(() => <CopyBookPanel book={book} id="copy" onClose={() => {}} />, {
      i18n,
      queryClient: createQueryClient(onCallFailed),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    const alert = await screen.findByRole('alert')
    expect(alert.closest('form')).not.toBeNull()
    expect(errorToasts()).toEqual([])
  })

  it('a point copy that fails', async () => {
    answerFetch((request) =>
      request.method === 'GET'
        ? json(200, { items: [{ id: 'b2', title: 'Tissues' }], nextCursor: null })
        : apiError(500, 'INTERNAL'),
    )
    renderInApp(() => <CopyPointPanel point={{ id: 'p1', bookId: 'b1' }} id="copy" onDone={() => {}} />, {
      i18n,
      queryClient: createQueryClient(onCallFailed),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    const alert = await screen.findByRole('alert')
    expect(alert.closest('form')).not.toBeNull()
    expect(errorToasts()).toEqual([])
  })
})
