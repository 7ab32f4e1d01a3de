import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { onCallFailed } from '../../../call-failures'
import timersEn from '../../../i18n/timers.en.json'
import { createQueryClient } from '../../../lib/query-client'
import { answerFetch, apiError, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { toastStore } from '../../../ui/toast'
import { NewTimerPage } from './NewTimerPage'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n(timersEn)
})
afterEach(() => {
  vi.unstubAllGlobals()
  toastStore.set([])
})

describe('NewTimerPage', () => {
  it('says a refused timer in the form, not in a toast that vanishes', async () => {
    answerFetch((request) =>
      request.method === 'POST' ? apiError(429, 'RATE_LIMITED') : json(200, { items: [], nextCursor: null }),
    )
    // The app's own query client: a failed write that is not silent would toast.
    renderInApp(() => <NewTimerPage />, { i18n, queryClient: createQueryClient(onCallFailed) })
    await userEvent.type(await screen.findByLabelText('Name'), 'Finals')
    await userEvent.type(screen.getByLabelText('Days', { exact: true }), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Start the countdown' }))
    const alert = await screen.findByRole('alert')
    expect(alert.closest('form')).not.toBeNull()
    expect(toastStore.get().filter((item) => item.kind === 'error')).toEqual([])
  })
})
