import { describe, expect, it } from 'vitest'
import { ERROR_CODES, ERRORS, errorCodeKey } from '../../shared/errors'
import { V } from '../../shared/validation'
import adminEn from './admin.en.json'
import adminJa from './admin.ja.json'
import adminZh from './admin.zh.json'
import en from './en.json'
import importsEn from './imports.en.json'
import importsJa from './imports.ja.json'
import importsZh from './imports.zh.json'
import ja from './ja.json'
import nativeEn from './native.en.json'
import nativeJa from './native.ja.json'
import nativeZh from './native.zh.json'
import studyEn from './study.en.json'
import studyJa from './study.ja.json'
import studyZh from './study.zh.json'
import zh from './zh.json'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort()

const source = flatten(en)
const catalogs = { zh: flatten(zh), ja: flatten(ja) }
const adminSource = flatten(adminEn)
const importsSource = flatten(importsEn)
const studySource = flatten(studyEn)
const nativeSource = flatten(nativeEn)

describe('message catalogs', () => {
  it('keeps the admin area’s, the import pages’ and study’s strings apart: none of them is also in the main catalog', () => {
    expect([...adminSource.keys()].filter((key) => source.has(key))).toEqual([])
    expect([...importsSource.keys()].filter((key) => source.has(key) || adminSource.has(key))).toEqual([])
    expect(
      [...studySource.keys()].filter(
        (key) => source.has(key) || adminSource.has(key) || importsSource.has(key),
      ),
    ).toEqual([])
    expect(
      [...nativeSource.keys()].filter(
        (key) => source.has(key) || adminSource.has(key) || importsSource.has(key) || studySource.has(key),
      ),
    ).toEqual([])
  })

  for (const [name, catalog] of Object.entries({
    ...catalogs,
    'admin zh': flatten(adminZh),
    'admin ja': flatten(adminJa),
    'imports zh': flatten(importsZh),
    'imports ja': flatten(importsJa),
    'study zh': flatten(studyZh),
    'study ja': flatten(studyJa),
    'native zh': flatten(nativeZh),
    'native ja': flatten(nativeJa),
  })) {
    const reference = name.startsWith('admin')
      ? adminSource
      : name.startsWith('imports')
        ? importsSource
        : name.startsWith('study')
          ? studySource
          : name.startsWith('native')
            ? nativeSource
            : source
    it(`${name} has every key of en and no other`, () => {
      expect([...catalog.keys()].filter((k) => !reference.has(k))).toEqual([])
      expect([...reference.keys()].filter((k) => !catalog.has(k))).toEqual([])
    })

    it(`${name} interpolates the same values as en`, () => {
      for (const [key, text] of reference)
        expect([key, variables(catalog.get(key) ?? '')]).toEqual([key, variables(text)])
    })

    it(`${name} has no empty message`, () => {
      expect([...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([])
    })
  }

  it('uses nested kebab-case keys (an i18next plural form may follow)', () => {
    const shape = /^[a-z0-9-]+(\.[a-z0-9-]+)*(_(zero|one|two|few|many|other))?$/
    expect(
      [...source.keys(), ...studySource.keys(), ...nativeSource.keys()].filter((key) => !shape.test(key)),
    ).toEqual([])
  })

  it('translates every API error code, with the server message as the English text', () => {
    // An error only the import pages meet is in their catalog, loaded with them.
    for (const code of ERROR_CODES) {
      const key = `errors.${errorCodeKey(code)}`
      const catalog = importsSource.has(key) ? importsSource : source
      expect([code, catalog.get(key)]).toEqual([code, ERRORS[code].message])
    }
  })

  it('translates every validation message of the shared schemas', () => {
    for (const key of Object.values(V)) expect(source.has(`validation.${key}`), key).toBe(true)
  })

  it('keeps the spec strings word for word in English', () => {
    expect(source.get('not-found.title')).toBe('Not found')
    expect(source.get('not-found.text')).toBe('This content has been deleted or banned')
    expect(source.get('not-found.page')).toBe('Page Not Found')
    expect(source.get('common.hint')).toBe('Hint')
    expect(source.get('errors.rate-limited')).toBe('Rate limit reached')
    expect(source.get('errors.unauthorized')).toBe('Please log in first')
  })
})
