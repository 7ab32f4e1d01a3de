import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import studyEn from '../../i18n/study.en.json'
import studyJa from '../../i18n/study.ja.json'
import studyZh from '../../i18n/study.zh.json'
import { formatDuration, formatInterval, intervalParts } from './interval'

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: studyEn }, zh: { translation: studyZh }, ja: { translation: studyJa } },
  })
})

const label = (seconds: number, language = 'en') =>
  formatInterval(seconds, i18n.getFixedT(language), language)

describe('formatInterval', () => {
  it('labels the answer buttons as Anki does', () => {
    expect(label(30)).toBe('<1m')
    expect(label(10 * MINUTE)).toBe('10m')
    expect(label(HOUR)).toBe('1h')
    expect(label(3 * DAY)).toBe('3d')
    expect(label(36 * DAY)).toBe('1.2mo')
    expect(label(2 * 365 * DAY)).toBe('2y')
  })

  it('rounds minutes, hours and days, and keeps one decimal of months and years', () => {
    expect(label(89)).toBe('1m')
    expect(label(90 * MINUTE)).toBe('2h')
    expect(label(36 * HOUR)).toBe('2d')
    expect(label(29 * DAY)).toBe('29d')
    expect(label(31 * DAY)).toBe('1mo')
    expect(label(548 * DAY)).toBe('1.5y')
  })

  it('moves to the next unit at its boundary', () => {
    expect(intervalParts(59)).toEqual({ unit: 'under-minute', value: 1 })
    expect(intervalParts(60)).toEqual({ unit: 'minutes', value: 1 })
    expect(intervalParts(HOUR)).toEqual({ unit: 'hours', value: 1 })
    expect(intervalParts(DAY)).toEqual({ unit: 'days', value: 1 })
    expect(intervalParts(365 * DAY)).toEqual({ unit: 'years', value: 1 })
  })

  it('writes the units in Chinese and Japanese', () => {
    expect(label(10 * MINUTE, 'zh')).toBe('10分钟')
    expect(label(36 * DAY, 'zh')).toBe('1.2个月')
    expect(label(30, 'ja')).toBe('<1分')
    expect(label(3 * HOUR, 'ja')).toBe('3時間')
  })
})

describe('formatDuration', () => {
  it('says minutes and seconds, or seconds alone', () => {
    const t = i18n.getFixedT('en')
    expect(formatDuration(42_400, t)).toBe('42 s')
    expect(formatDuration(125_000, t)).toBe('2 min 5 s')
  })
})
