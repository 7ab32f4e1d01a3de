import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every user-visible string comes from the catalogs: JSX text and the attributes people read
// (labels, titles, placeholders, alt text) must not carry literal words.
const ROOT = 'src/web'
const TEXT_BETWEEN_TAGS = />\s*([^<>{}\s][^<>{}]*?[A-Za-z\u3040-\u30ff\u4e00-\u9fff][^<>{}]*?)\s*</g
const READ_ATTRIBUTES = /\b(aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z\u4e00-\u9fff][^"]*)"/g

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

function hardcodedText(source: string): string[] {
  // Arrows and type arguments also hold `>…<`; drop them so only JSX text is left between tags.
  const jsx = source.replace(/=>|<[A-Z][A-Za-z]*(\[\])?>/g, '')
  const texts = [...jsx.matchAll(TEXT_BETWEEN_TAGS)]
    .map((m) => m[1] ?? '')
    .filter((text) => !/^[\s\p{P}]*$/u.test(text) && !/^[),;]|\($/.test(text))
  const attributes = [...source.matchAll(READ_ATTRIBUTES)].map((m) => `${m[1]}="${m[2]}"`)
  return [...texts, ...attributes]
}

describe('the hard-coded text finder', () => {
  it('finds literal words in JSX text and readable attributes', () => {
    expect(hardcodedText('<p>Sign in</p>')).toEqual(['Sign in'])
    expect(hardcodedText('<button aria-label="Close">{t("x")}</button>')).toEqual(['aria-label="Close"'])
    expect(hardcodedText('<span>登录</span>')).toEqual(['登录'])
  })

  it('lets translated text, punctuation and code through', () => {
    expect(hardcodedText('<p>{t("a")}</p>')).toEqual([])
    expect(hardcodedText('<span>·</span>')).toEqual([])
    expect(hardcodedText('const f = (a: Array<string>) => a.length > 0 && <b>{x}</b>')).toEqual([])
    expect(hardcodedText('{a ? (<img />) : b ? (<span>{c}</span>) : null}')).toEqual([])
    expect(hardcodedText('components={{ terms: <Link to="/t" />, privacy: <Link to="/p" /> }}')).toEqual([])
  })
})

describe('no user-visible string outside the catalogs', () => {
  for (const file of tsxFiles(ROOT)) {
    it(file, () => {
      expect(hardcodedText(readFileSync(file, 'utf8'))).toEqual([])
    })
  }
})
