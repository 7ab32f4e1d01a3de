import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../test/app'
import { fragments, words } from './analyze'
import { findMarks, snippetOf } from './highlight'
import { planQuery } from './query'
import { indexDoc } from './vector'

const terms = (text: string) => [...words(text).map((word) => word.term), ...fragments(text)]

describe('folding, on both sides', () => {
  it.each([
    ['學習方法', '学习方法'],
    ['ひらがな', 'ヒラガナ'],
    ['ｶﾀｶﾅ', 'カタカナ'],
    ['ﾃﾞｰﾀﾍﾞｰｽ', 'データベース'],
    ['ＡＢＣ', 'abc'],
    ['Résumé', 'resume'],
    ['NAÏVE', 'naive'],
  ])('%s and %s give the same terms', (a, b) => {
    expect(terms(a)).toEqual(terms(b))
  })

  it('cuts Chinese and Japanese written without spaces into words, and keeps their fragments', () => {
    expect(words('我们学习光合作用的原理').map((word) => word.term)).toEqual([
      '我们',
      '学习',
      '光合作用',
      '的',
      '原理',
    ])
    expect(fragments('光合作用')).toEqual(['光合', '合作', '作用', '用'])
    // ICU cuts an unknown hiragana word into single characters; they are one word again.
    expect(words('ひらがな').map((word) => word.term)).toEqual(['ヒラガナ'])
    expect(words("Newton's law").map((word) => word.term)).toEqual(['newton', 'law'])
  })
})

describe('marks', () => {
  it('maps matches back to the original text when folding changes its length', () => {
    const text = 'ｶﾞｲﾄﾞ と ガイド'
    // ｶﾞ is two characters that fold to one (ガ).
    expect(findMarks(text, ['ガイド']).map(([start, end]) => text.slice(start, end))).toEqual([
      'ｶﾞｲﾄﾞ',
      'ガイド',
    ])
    expect(findMarks('學習 and 学习', ['学习'])).toEqual([
      [0, 2],
      [7, 9],
    ])
  })

  it('shows a stretch around the first match, Markdown marks dropped', () => {
    const body = `${'filler '.repeat(60)}the **mitochondria** makes ATP ${'tail '.repeat(60)}`
    const snippet = snippetOf(body, ['mitochondria'])
    expect(snippet.cutStart && snippet.cutEnd).toBe(true)
    const [mark] = snippet.marks
    expect(mark && snippet.text.slice(mark[0], mark[1])).toBe('mitochondria')
  })
})

describe('what reaches PostgreSQL', async () => {
  const ctx = await setupTestApp()
  const db = ctx.database.db

  it('is always a valid tsquery and tsvector, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        const plan = planQuery(text)
        if (plan) {
          await db.execute(sql`select ${plan.match}::tsquery, ${plan.whole}::tsquery`)
        }
        await db.execute(sql`select ${indexDoc({ title: [text], body: [text] }).vector}::tsvector`)
      }),
      { numRuns: 300 },
    )
  })
})
