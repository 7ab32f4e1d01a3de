import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import { exampleBook } from '../../../../shared/examples'
import editorEn from '../../../i18n/editor.en.json'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { toastStore } from '../../../ui/toast'
import { BookSettingsForm } from './BookSettingsForm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  // The router restores the scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n(editorEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

const book = exampleBook as unknown as Book

describe('BookSettingsForm', () => {
  it('says what was saved: "Book settings saved", not a bare "Success"', async () => {
    answerFetch(async (request) => json(200, { ...book, ...(await request.json()) }))
    renderInApp(() => <BookSettingsForm book={book} address={book.slug} />, {
      i18n,
      queryClient: new QueryClient(),
    })
    const title = await screen.findByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'Organic chemistry, revised')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastStore.get().map((item) => item.message)).toEqual(['Book settings saved']))
  })
})
