import { render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import studyEn from '../../../i18n/study.en.json'
import { Forecast } from './Forecast'

const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: studyEn } } })
})

/** 30 days from 2026-11-29: 12 today (with the overdue), 3 tomorrow, 1 a day after. */
const days = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 10, 29 + index)).toISOString().slice(0, 10),
  count: index === 0 ? 12 : index === 1 ? 3 : 1,
}))

describe('Forecast', () => {
  it('says in numbers what is due today, tomorrow, this week and this month, and the scale', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Forecast days={days} />
      </I18nextProvider>,
    )
    const totals = within(screen.getByTestId('forecast-totals'))
    const value = (label: string) => totals.getByText(label).nextElementSibling?.textContent
    expect(value('Due today')).toBe('12')
    expect(value('Tomorrow')).toBe('3')
    expect(value('Next 7 days')).toBe('20')
    expect(value('Next 30 days')).toBe('43')
    expect(screen.getByTestId('forecast-scale').textContent).toBe('12')
    expect(screen.getByText('Dec 1, 2026: 1 card due')).toBeTruthy()
  })
})
