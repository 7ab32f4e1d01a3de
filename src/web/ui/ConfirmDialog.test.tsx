import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../test/i18n'
import { ConfirmDialog } from './ConfirmDialog'
import { confirm, confirmWithNote } from './confirm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

function renderDialog() {
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog />
    </I18nextProvider>,
  )
}

describe('confirm()', () => {
  it('opens the Hint dialog and resolves true on Confirm', async () => {
    renderDialog()
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => {
      answer = confirm('Delete this book?')
    })
    expect(screen.getByRole('dialog', { name: 'Hint' })).toBeTruthy()
    expect(screen.getByText('Delete this book?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('resolves false on Cancel', async () => {
    renderDialog()
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => {
      answer = confirm('Leave?')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(answer).resolves.toBe(false)
  })

  it('resolves an earlier question false when a new one replaces it', async () => {
    renderDialog()
    let first: Promise<boolean> = Promise.resolve(true)
    act(() => {
      first = confirm('First?')
      confirm('Second?')
    })
    await expect(first).resolves.toBe(false)
    expect(screen.getByText('Second?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  })
})

describe('confirmWithNote()', () => {
  it('asks for an optional note: the trimmed note on Confirm, null on Cancel', async () => {
    renderDialog()
    let answer: Promise<string | null> = Promise.resolve(null)
    act(() => {
      answer = confirmWithNote('Ban Ana?', 'Note to the people involved (optional)', 500)
    })
    await userEvent.type(screen.getByLabelText('Note to the people involved (optional)'), '  Spam ring ')
    expect(screen.getByText('12 / 500')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(answer).resolves.toBe('Spam ring')

    let cancelled: Promise<string | null> = Promise.resolve('')
    act(() => {
      cancelled = confirmWithNote('Ban Bo?', 'Note', 500)
    })
    // A new question starts with an empty note.
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(cancelled).resolves.toBeNull()
  })
})
