import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { useStore } from '../lib/store'
import { initTestI18n } from '../test/i18n'
import { confirm, confirmDialog } from './confirm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n()
})

/** What the layout mounts (`AppLayout`): the Hint dialog, once its module has loaded. */
function DialogHost() {
  const Confirm = useStore(confirmDialog)
  return Confirm && <Confirm.Component />
}

describe('the Hint dialog, loaded with the first question (not with the first visit)', () => {
  it('is not loaded before a question; the first one loads it, asks, and it stays', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DialogHost />
      </I18nextProvider>,
    )
    expect(confirmDialog.get()).toBeNull()
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => {
      answer = confirm('Delete this book?')
    })
    expect(await screen.findByRole('dialog', { name: 'Hint' })).toBeTruthy()
    expect(screen.getByText('Delete this book?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()

    // Loaded once: the next question opens at once.
    act(() => {
      answer = confirm('Leave?')
    })
    expect(screen.getByRole('dialog', { name: 'Hint' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(answer).resolves.toBe(false)
  })
})
