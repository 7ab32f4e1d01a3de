import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StudySettings } from '../../../../shared/study'
import studyEn from '../../../i18n/study.en.json'
import { hasUnsavedChanges } from '../../../lib/leave-guard'
import { answerFetch, json } from '../../../test/answer-fetch'
import { initTestI18n } from '../../../test/i18n'
import { renderInApp } from '../../../test/render-in-app'
import { StudySettingsForm } from './StudySettingsSection'

let i18n: Awaited<ReturnType<typeof initTestI18n>>
beforeAll(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  i18n = await initTestI18n(studyEn)
})
afterEach(() => vi.unstubAllGlobals())

const settings: StudySettings = {
  newPerDay: 20,
  reviewsPerDay: 200,
  retention: 0.9,
  timeZone: 'Europe/Paris',
  statsPublic: false,
  addsBooks: null,
}

describe('StudySettingsForm', () => {
  it('asks before a changed value is left behind (it went without a word), and not once it is saved', async () => {
    answerFetch(async (request) => json(200, { ...settings, ...(await request.json()) }))
    renderInApp(() => <StudySettingsForm settings={settings} />, { i18n })
    const newPerDay = (await screen.findByLabelText('New points per day')) as HTMLInputElement
    expect(hasUnsavedChanges()).toBe(false)

    await userEvent.clear(newPerDay)
    await userEvent.type(newPerDay, '35')
    expect(hasUnsavedChanges()).toBe(true)
    // Back to what it was: nothing to lose.
    await userEvent.clear(newPerDay)
    await userEvent.type(newPerDay, '20')
    expect(hasUnsavedChanges()).toBe(false)

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show my study statistics on my profile' }))
    expect(hasUnsavedChanges()).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Save study settings' }))
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false))
  })
})
