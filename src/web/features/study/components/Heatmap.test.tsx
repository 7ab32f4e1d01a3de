import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import studyEn from '../../../i18n/study.en.json'
import { Heatmap } from './Heatmap'

const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: studyEn } } })
})

describe('Heatmap', () => {
  it('names every day with its reviews and marks today alone', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Heatmap
          today="2026-11-26"
          days={[
            { date: '2026-11-25', count: 1 },
            { date: '2026-11-26', count: 5 },
          ]}
        />
      </I18nextProvider>,
    )
    expect(screen.getAllByRole('img')).toHaveLength(365)
    const today = screen.getByRole('img', { name: '2026-11-26: 5 reviews' })
    expect(today.hasAttribute('data-today')).toBe(true)
    expect(today.dataset.level).toBe('4')
    expect(screen.getByRole('img', { name: '2026-11-25: 1 review' }).dataset.level).toBe('2')
    expect(screen.getByRole('img', { name: '2026-11-24: no reviews' }).dataset.level).toBe('0')
    expect(document.querySelectorAll('[data-today]')).toHaveLength(1)
    expect(screen.getByRole('region', { name: 'Reviews in the last year' })).toBeTruthy()
  })
})

describe("Heatmap's month labels", () => {
  it('names the current month above its days before its first Sunday, within the grid', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Heatmap today="2026-12-02" days={[]} />
      </I18nextProvider>,
    )
    const labels = screen.getAllByTestId('heatmap-month')
    const last = labels.at(-1)
    expect(last?.textContent).toBe('Dec')
    // It ends at the grid's last column, where today is.
    const columns = Number(
      getComputedStyle(last?.parentElement as Element).gridTemplateColumns.match(/repeat\((\d+)/)?.[1],
    )
    expect(last?.style.gridColumn).toBe(`span 3 / ${columns + 2}`)
    expect(screen.getByRole('img', { name: '2026-12-01: no reviews' }).style.gridColumn).toBe(
      String(columns + 1),
    )
  })
})
