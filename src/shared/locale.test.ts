import { describe, expect, it } from 'vitest'
import { acceptedLanguages, detectLocale } from './locale'

describe('the visitor language', () => {
  it('reads Accept-Language by preference', () => {
    expect(acceptedLanguages('ja;q=0.8, en')).toEqual(['en', 'ja'])
    expect(acceptedLanguages('zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['zh-TW', 'zh', 'en-US', 'en'])
    expect(acceptedLanguages('*, fr;q=0')).toEqual([])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('is the saved one, else the first spoken, else English', () => {
    expect(detectLocale('locale=ja', ['zh'])).toBe('ja')
    expect(detectLocale('locale=xx', ['fr', 'zh-TW'])).toBe('zh')
    expect(detectLocale('', ['fr'])).toBe('en')
    expect(detectLocale('locale=%E0', ['ja'])).toBe('ja')
  })
})
