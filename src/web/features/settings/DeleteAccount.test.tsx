import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import accountEn from '../../i18n/account.en.json'
import { answerFetch, apiError } from '../../test/answer-fetch'
import { initTestI18n } from '../../test/i18n'
import { renderInApp } from '../../test/render-in-app'
import { confirmStore } from '../../ui/confirm'
import { toastStore } from '../../ui/toast'
import { DeleteAccount } from './DeleteAccount'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  i18n = await initTestI18n(accountEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
  confirmStore.set(null)
})

function renderDeleteAccount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderInApp(() => <DeleteAccount />, { i18n, queryClient })
}

/** The message an input points at with aria-describedby. */
function noteOf(input: HTMLElement): string | null | undefined {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

describe('deleting the account', () => {
  it('says a wrong password on the password field, not "Invalid email or password"', async () => {
    answerFetch(() => apiError(401, 'INVALID_CREDENTIALS'))
    renderDeleteAccount()
    const password = await screen.findByLabelText('Password')
    await userEvent.type(password, 'not my password 1')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    await waitFor(() => expect(confirmStore.get()).not.toBeNull())
    confirmStore.get()?.resolve(true)
    await waitFor(() => expect(noteOf(password)).toBe('This is not your current password'))
    expect(screen.queryByText('Invalid email or password')).toBeNull()
    expect(toastStore.get()).toEqual([])
  })
})
