import { describe, expect, it } from 'vitest'
import { fold } from './search-fold'

describe('fold', () => {
  it.each([
    ['case', 'Photosynthesis', 'photosynthesis'],
    ['accents', 'Résumé NAÏVE façade', 'resume naive facade'],
    ['full-width Latin and digits', 'ＡＢＣ　１２３', 'abc 123'],
    ['half-width katakana', 'ｶﾀｶﾅ ｶﾞｯｺｳ', 'カタカナ ガッコウ'],
    ['hiragana as katakana', 'ひらがな', 'ヒラガナ'],
    ['voiced kana keep their voice', 'がくしゅう', 'ガクシュウ'],
    ['iteration marks', 'いすゞ', 'イスヾ'],
    ['Chinese unchanged', '光合作用的原理', '光合作用的原理'],
  ])('%s', (_, text, folded) => {
    expect(fold(text)).toBe(folded)
  })

  it('folds both spellings of a word to one', () => {
    expect(fold('résumé')).toBe(fold('RESUME'))
    expect(fold('ひらがな')).toBe(fold('ﾋﾗｶﾞﾅ'))
  })
})
