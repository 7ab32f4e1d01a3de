import { describe, expect, it } from 'vitest'
import { contentLanguage } from './content-language'

describe("content's language", () => {
  it.each([
    ['细胞生物学', '线粒体是细胞的能量工厂。', 'zh'],
    ['細胞生物學', '粒線體是細胞的發電廠。', 'zh'],
    ['細胞の構造', 'ミトコンドリアは細胞のエネルギー工場です。', 'ja'],
    ['ポケモン図鑑', '', 'ja'],
    ['細胞膜の構造と機能', '', 'ja'],
    ['세포 생물학', '미토콘드리아는 세포의 발전소입니다.', 'ko'],
    ['Cells', 'The powerhouse of the cell.', 'en'],
  ])('is told by the script: %s', (title, text, language) => {
    expect(contentLanguage(title, text)).toBe(language)
  })

  it('goes by most of the text, a character of Chinese or Japanese against a word of English', () => {
    expect(contentLanguage('线粒体是细胞的能量工厂 (mitochondria, the powerhouse)')).toBe('zh')
    expect(contentLanguage('The word 线粒体 means mitochondria, and it is on the exam')).toBe('en')
    // One katakana name does not make a Chinese text Japanese.
    expect(contentLanguage('我昨天在商店里买了一张很好看的新海报，上面画着可爱的ピカチュウ。')).toBe('zh')
    // Kanji alone cannot be told from Chinese.
    expect(contentLanguage('日本史')).toBe('zh')
  })

  it('says nothing where the script does not tell the language', () => {
    expect(contentLanguage('Le cycle de Krebs', 'Une série de réactions chimiques.')).toBeNull()
    expect(contentLanguage('Cells')).toBeNull()
    expect(contentLanguage('Клетка', 'Основная единица жизни')).toBeNull()
    expect(contentLanguage('', null, undefined, '42 · 3.14')).toBeNull()
  })

  it('reads prose, not code, formulas or addresses', () => {
    const post =
      '用 `the_and_with()` 算:\n```js\nconst the = and + with + this + that\n```\n$$the + and$$ https://example.com/the/and'
    expect(contentLanguage('', post)).toBe('zh')
    expect(contentLanguage('```\nthe and with this that what which how why\n```')).toBeNull()
  })
})
