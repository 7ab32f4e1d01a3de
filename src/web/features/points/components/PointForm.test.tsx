import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Book } from '../../../../shared/books'
import type { PointDetail } from '../../../../shared/points'
import editorEn from '../../../i18n/editor.en.json'
import { draftKey } from '../../../lib/drafts'
import { initTestI18n } from '../../../test/i18n'
import { pendingFetch } from '../../../test/test-fetch'
import { profileKeys } from '../../profiles/queries'
import { PointForm } from './PointForm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(editorEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const book = { id: 'b1', sections: [{ title: 'Cells', pointCount: 2 }] } as Book

/** The form, for nobody signed in (no drafts) or for `userId`. */
function renderForm({ userId, forBook = book }: { userId?: string; forBook?: Book } = {}) {
  const onSaved = vi.fn()
  const queryClient = new QueryClient()
  if (userId) queryClient.setQueryData(profileKeys.me(), { id: userId })
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PointForm book={forBook} onSaved={onSaved} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { onSaved, unmount: view.unmount }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const storedDraft = (userId: string, name: string) => localStorage.getItem(draftKey(userId, name))

describe('PointForm', () => {
  it('previews the point as readers see it, the hidden content behind Reveal', async () => {
    renderForm()
    await userEvent.type(screen.getByLabelText('Title'), 'Osmosis')
    await userEvent.type(screen.getByLabelText('Hidden content'), 'Water moves')
    await userEvent.type(screen.getByLabelText('Section'), 'Cells')
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }))
    const preview = screen.getByRole('tabpanel', { name: 'Preview' })
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true')
    expect(preview.querySelector('h1')?.textContent).toBe('Osmosis')
    expect(preview.textContent).toContain('Cells')
    const reveal = screen.getByRole('button', { name: 'Reveal' })
    expect(reveal.getAttribute('aria-expanded')).toBe('false')
    const write = screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-controls') ?? ''
    expect(document.getElementById(write)?.hidden).toBe(true)
  })

  it('offers the sections the book already has', () => {
    renderForm()
    const input = screen.getByLabelText('Section') as HTMLInputElement
    expect([...(input.list?.options ?? [])].map((option) => option.value)).toEqual(['Cells'])
  })

  it('keeps Section, Major and Field for the next point after "Save and add another"', async () => {
    const { fetch, release } = pendingFetch(201, {
      id: 'p9',
      bookId: 'b1',
      title: 'Osmosis',
      description: '',
      content: '',
      hiddenContent: '',
      sectionTitle: 'Cells',
      sectionDescription: '',
      majorName: 'Biology',
      fieldName: 'Cell biology',
    })
    release()
    const { onSaved } = renderForm()
    await userEvent.type(field('Title'), 'Osmosis')
    await userEvent.type(field('Section'), 'Cells')
    await userEvent.type(field('Major'), 'Biology')
    await userEvent.type(field('Field'), 'Cell biology')
    await userEvent.click(screen.getByRole('button', { name: 'Save and add another' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(field('Title').value).toBe(''))
    expect(field('Section').value).toBe('Cells')
    expect(field('Major').value).toBe('Biology')
    expect(field('Field').value).toBe('Cell biology')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('refuses a point without a title on the Write tab, without calling the server', async () => {
    const { fetch } = pendingFetch(201, {})
    const { onSaved } = renderForm()
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add point' }))
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy())
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })
})

describe("PointForm's section description", () => {
  const described = {
    id: 'b2',
    sections: [
      { title: 'Cells', description: 'What life is made of', pointCount: 2 },
      { title: 'Tissues', description: '', pointCount: 1 },
    ],
  } as Book

  it("shows the section's description on a point whose own is empty, and the new section's on a change", async () => {
    const point = {
      id: 'p1',
      title: 'Osmosis',
      description: '',
      content: '',
      hiddenContent: '',
      sectionTitle: 'Cells',
      sectionDescription: '',
      majorName: '',
      fieldName: '',
    } as PointDetail
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <PointForm book={described} point={point} onSaved={vi.fn()} />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    expect(field('Section description').value).toBe('What life is made of')
    await userEvent.clear(field('Section'))
    await userEvent.type(field('Section'), 'tissues')
    expect(field('Section description').value).toBe('')
    await userEvent.clear(field('Section'))
    await userEvent.type(field('Section'), 'cells')
    expect(field('Section description').value).toBe('What life is made of')
    // One written here stays whatever the section becomes.
    await userEvent.clear(field('Section description'))
    await userEvent.type(field('Section description'), 'Mine')
    await userEvent.type(field('Section'), ' and more')
    expect(field('Section description').value).toBe('Mine')
  })
})

describe('PointForm drafts', () => {
  it('keeps what was typed and restores it, with a notice, when the form opens again', async () => {
    const first = renderForm({ userId: 'u1' })
    await userEvent.type(field('Title'), 'Osmosis')
    await userEvent.type(field('Content'), 'Water moves')
    await waitFor(() => expect(storedDraft('u1', 'point:new:b1')).toContain('Water moves'))
    first.unmount()

    renderForm({ userId: 'u1' })
    expect(field('Title').value).toBe('Osmosis')
    expect(field('Content').value).toBe('Water moves')
    expect(screen.getByRole('status').textContent).toMatch(/Your draft from .+ was restored\./)
  })

  it('opens no draft in another book’s form, or for another person', async () => {
    const first = renderForm({ userId: 'u1' })
    await userEvent.type(field('Title'), 'Osmosis')
    first.unmount()
    expect(storedDraft('u1', 'point:new:b1')).toContain('Osmosis')

    const other = renderForm({ userId: 'u1', forBook: { ...book, id: 'b2' } })
    expect(field('Title').value).toBe('')
    other.unmount()
    renderForm({ userId: 'u2' })
    expect(field('Title').value).toBe('')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('Discard draft empties the form and deletes the draft', async () => {
    const first = renderForm({ userId: 'u1' })
    await userEvent.type(field('Title'), 'Osmosis')
    first.unmount()
    renderForm({ userId: 'u1' })
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(field('Title').value).toBe('')
    expect(screen.queryByRole('status')).toBeNull()
    expect(storedDraft('u1', 'point:new:b1')).toBeNull()
  })

  it('deletes the draft once the point is saved, though saving leaves the form', async () => {
    const saved = { id: 'p1', bookId: 'b1', title: 'Osmosis', sectionTitle: '' } as PointDetail
    const { release } = pendingFetch(201, saved)
    const { onSaved, unmount } = renderForm({ userId: 'u1' })
    // Leaving with the answer, as the new point page does: the form goes before the save ends.
    onSaved.mockImplementation(() => unmount())
    await userEvent.type(field('Title'), 'Osmosis')
    await userEvent.click(screen.getByRole('button', { name: 'Add point' }))
    await act(async () => release())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(storedDraft('u1', 'point:new:b1')).toBeNull()
  })
})
