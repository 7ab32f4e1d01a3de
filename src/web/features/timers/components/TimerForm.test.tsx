import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Timer } from '../../../../shared/timers'
import timersEn from '../../../i18n/timers.en.json'
import { hasUnsavedChanges } from '../../../lib/leave-guard'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { TimerForm } from './TimerForm'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n(timersEn)
})
afterEach(() => vi.unstubAllGlobals())

/** The form (a new timer, or `timer`'s edit), its lists of books empty. */
async function renderForm(timer?: Timer) {
  answerFetch(() => json(200, { items: [], nextCursor: null }))
  const onSubmit = vi.fn(async () => {})
  renderInApp(() => <TimerForm timer={timer} submitLabel="Start the countdown" onSubmit={onSubmit} />, {
    i18n,
  })
  return { onSubmit, name: (await screen.findByLabelText('Name')) as HTMLInputElement }
}

describe('TimerForm', () => {
  it('asks before a typed name is left behind (it went without a word), and not once it is saved', async () => {
    const { onSubmit, name } = await renderForm()
    expect(hasUnsavedChanges()).toBe(false)
    await userEvent.type(name, 'Finals')
    expect(hasUnsavedChanges()).toBe(true)
    // Typed and deleted again: nothing to lose.
    await userEvent.clear(name)
    expect(hasUnsavedChanges()).toBe(false)

    await userEvent.type(name, 'Finals')
    await userEvent.type(screen.getByLabelText('Days'), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Start the countdown' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false))
  })

  it('takes a date and a time on this device’s clock, and sends the moment they name', async () => {
    const { onSubmit, name } = await renderForm()
    await userEvent.type(name, 'Finals')
    expect(screen.getByRole('group', { name: 'Ends' })).toBeTruthy()
    await userEvent.click(screen.getByRole('radio', { name: 'On a date' }))
    expect(screen.queryByLabelText('Days')).toBeNull()
    // No day picked: said on the date, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Start the countdown' }))
    expect(await screen.findByText('Required')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Date'), '2030-06-07')
    await userEvent.type(screen.getByLabelText('Time (optional)'), '09:30')
    await userEvent.click(screen.getByRole('button', { name: 'Start the countdown' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]).toEqual([
      { name: 'Finals', bookIds: [], expiresAt: new Date(2030, 5, 7, 9, 30).toISOString() },
    ])
  })

  it('asks nothing about a timer’s edit left unchanged, and asks once it is changed', async () => {
    const timer = {
      id: 't1',
      name: 'Finals',
      days: 30,
      books: [],
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-12-20T09:00:00.000Z',
    } as unknown as Timer
    const { name } = await renderForm(timer)
    expect(name.value).toBe('Finals')
    expect(hasUnsavedChanges()).toBe(false)
    await userEvent.type(name, ' exam')
    expect(hasUnsavedChanges()).toBe(true)
  })
})
