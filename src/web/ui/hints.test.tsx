import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../shared/books'
import type { Report } from '../../shared/moderation'
import type { Note } from '../../shared/notes'
import { DeleteBook } from '../features/books/components/DeleteBook'
import { bookKeys } from '../features/books/queries'
import { ReportRow } from '../features/moderation/components/ReportRow'
import { NoteItem } from '../features/notes/components/NoteItem'
import { profileKeys } from '../features/profiles/queries'
import { setNavigate } from '../features/session/prompt'
import { StarButton } from '../features/stars/components/StarButton'
import { i18n, initI18n, loadCatalogPart } from '../i18n/i18n'
import { renderInApp } from '../test/render-in-app'
import { pendingFetch } from '../test/test-fetch'
import { ConfirmDialog } from './ConfirmDialog'
import { confirmStore } from './confirm'

// The app's own i18n instance, as the Hint's texts load into it (the dialogs part, on first use).
beforeAll(async () => {
  await initI18n()
  await Promise.all([loadCatalogPart('admin'), loadCatalogPart('editor')])
})
afterEach(() => {
  act(() => confirmStore.get()?.resolve(false))
  vi.unstubAllGlobals()
})

function renderWithDialog(page: () => React.ReactNode, signedIn = true) {
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog />
    </I18nextProvider>,
  )
  const view = renderInApp(page, { i18n })
  view.queryClient.setQueryData(profileKeys.me(), signedIn ? { id: 'me' } : null)
  return view
}

/** The Hint the last action opened: its title, its text, its two buttons. */
async function hint() {
  const dialog = await screen.findByRole('dialog', { name: 'Hint' })
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy()
  return dialog.querySelector('p')?.textContent
}

describe('the Hint says what Confirm will do, and to what', () => {
  it('deleting a book names the book, and Cancel deletes nothing', async () => {
    const { fetch } = pendingFetch(204, {})
    renderWithDialog(() => <DeleteBook book={{ id: 'b1', title: 'Krebs cycle' } as Book} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete book' }))
    expect(await hint()).toBe(
      'Delete the book “Krebs cycle” with all its points and notes? This cannot be undone.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('deleting a note names it by the start of its text, as words rather than Markdown', async () => {
    const note = {
      id: 'n1',
      pointId: 'p1',
      content: '**Citrate** comes first, then *isocitrate*, then α-ketoglutarate',
      createdAt: '2026-11-28T09:00:00.000Z',
      updatedAt: '2026-11-28T09:00:00.000Z',
    } as Note
    renderWithDialog(() => <NoteItem note={note} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete note' }))
    expect(await hint()).toBe(
      'Delete the note “Citrate comes first, then isocitrate, t…”? This cannot be undone.',
    )
  })

  it('dismissing a report names whose report it is and what it is about', async () => {
    const report = {
      id: 'r1',
      reason: 'spam',
      content: 'Please look',
      status: 'open',
      outcome: null,
      note: null,
      reporter: { id: 'u-ann', name: 'Ann', username: 'ann', avatarUrl: null },
      resolvedBy: null,
      resolvedAt: null,
      createdAt: '2026-11-28T09:00:00.000Z',
      target: {
        type: 'post',
        id: 'p1',
        label: 'Bob’s post',
        preview: 'Buy now',
        link: null,
        owner: { id: 'u-bob', name: 'Bob', username: 'bob', avatarUrl: null },
        ownerBannedAt: null,
        reportCount: 1,
        isDeleted: false,
        bannedAt: null,
        visibility: null,
      },
    } as unknown as Report
    renderWithDialog(() => <ReportRow report={report} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    expect(await hint()).toBe(
      "Dismiss Ann's report on “Bob’s post”? Nothing is done to it, and the reporter will be told.",
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Ban post' }))
    expect(await hint()).toBe('Ban the post “Bob’s post”? Only its owner and admins will still see it.')
  })

  it('a visitor pressing Star is told "Please log in first", and Confirm opens sign-in to come back here', async () => {
    const { fetch } = pendingFetch(200, {})
    const navigate = vi.fn()
    setNavigate(navigate)
    window.history.replaceState(null, '', '/books/krebs-cycle?tab=points')
    renderWithDialog(
      () => (
        <StarButton
          kind="book"
          id="b1"
          isStarred={false}
          starCount={4}
          cache={{ details: bookKeys.details(), lists: bookKeys.lists() }}
        />
      ),
      false,
    )
    await userEvent.click(await screen.findByRole('button', { name: /Star/ }))
    expect(await hint()).toBe(
      'Please log in first to star this. Confirm opens sign-in, then brings you back to this page.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/books/krebs-cycle?tab=points')}`,
    )
    expect(fetch).not.toHaveBeenCalled()
  })
})
