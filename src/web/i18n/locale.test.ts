import { describe, expect, it } from 'vitest'
import { detectLocale, localeCookie } from './locale'

describe('detectLocale', () => {
  it('prefers the saved cookie', () => {
    expect(detectLocale('theme=x; locale=ja', ['zh-CN'])).toBe('ja')
  })

  it('takes the first browser language we speak on a first visit', () => {
    expect(detectLocale('', ['fr-FR', 'zh-TW', 'en'])).toBe('zh')
    expect(detectLocale('', ['ja-JP'])).toBe('ja')
  })

  it('falls back to English', () => {
    expect(detectLocale('', ['fr', 'de'])).toBe('en')
    expect(detectLocale('locale=xx', [])).toBe('en')
  })

  it('keeps the choice for 365 days', () => {
    expect(localeCookie('zh')).toBe('locale=zh; Max-Age=31536000; Path=/; SameSite=Lax')
  })
})
