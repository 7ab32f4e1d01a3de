import { describe, expect, it } from 'vitest'
import { ERROR_CODES, ERRORS, errorCodeKey } from '../../shared/errors'
import { V } from '../../shared/validation'
import accountEn from './account.en.json'
import accountJa from './account.ja.json'
import accountZh from './account.zh.json'
import adminEn from './admin.en.json'
import adminJa from './admin.ja.json'
import adminZh from './admin.zh.json'
import appealEn from './appeal.en.json'
import appealJa from './appeal.ja.json'
import appealZh from './appeal.zh.json'
import badgesEn from './badges.en.json'
import badgesJa from './badges.ja.json'
import badgesZh from './badges.zh.json'
import blocksEn from './blocks.en.json'
import blocksJa from './blocks.ja.json'
import blocksZh from './blocks.zh.json'
import dialogsEn from './dialogs.en.json'
import dialogsJa from './dialogs.ja.json'
import dialogsZh from './dialogs.zh.json'
import editorEn from './editor.en.json'
import editorJa from './editor.ja.json'
import editorZh from './editor.zh.json'
import en from './en.json'
import importsEn from './imports.en.json'
import importsJa from './imports.ja.json'
import importsZh from './imports.zh.json'
import ja from './ja.json'
import legalEn from './legal.en.json'
import legalJa from './legal.ja.json'
import legalZh from './legal.zh.json'
import nativeEn from './native.en.json'
import nativeJa from './native.ja.json'
import nativeZh from './native.zh.json'
import notificationsEn from './notifications.en.json'
import notificationsJa from './notifications.ja.json'
import notificationsZh from './notifications.zh.json'
import pwaEn from './pwa.en.json'
import pwaJa from './pwa.ja.json'
import pwaZh from './pwa.zh.json'
import searchEn from './search.en.json'
import searchJa from './search.ja.json'
import searchZh from './search.zh.json'
import studyEn from './study.en.json'
import studyJa from './study.ja.json'
import studyZh from './study.zh.json'
import timersEn from './timers.en.json'
import timersJa from './timers.ja.json'
import timersZh from './timers.zh.json'
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
/** The parts loaded on demand (i18n.ts `partCatalogs`, or by their component: appeal, search): en, zh, ja each. */
const parts = {
  account: [accountEn, accountZh, accountJa],
  admin: [adminEn, adminZh, adminJa],
  imports: [importsEn, importsZh, importsJa],
  study: [studyEn, studyZh, studyJa],
  native: [nativeEn, nativeZh, nativeJa],
  legal: [legalEn, legalZh, legalJa],
  pwa: [pwaEn, pwaZh, pwaJa],
  notifications: [notificationsEn, notificationsZh, notificationsJa],
  timers: [timersEn, timersZh, timersJa],
  editor: [editorEn, editorZh, editorJa],
  badges: [badgesEn, badgesZh, badgesJa],
  blocks: [blocksEn, blocksZh, blocksJa],
  dialogs: [dialogsEn, dialogsZh, dialogsJa],
  appeal: [appealEn, appealZh, appealJa],
  search: [searchEn, searchZh, searchJa],
} as const
const partSources = Object.fromEntries(
  Object.entries(parts).map(([name, [english]]) => [name, flatten(english as Tree)]),
) as Record<keyof typeof parts, Map<string, string>>
const importsSource = partSources.imports

describe('message catalogs', () => {
  it('keeps each part’s strings apart: no key is in two of them, or in the main catalog', () => {
    const seen = new Set(source.keys())
    for (const [name, keys] of Object.entries(partSources))
      for (const key of keys.keys()) {
        expect(seen.has(key), `${name}: ${key}`).toBe(false)
        seen.add(key)
      }
  })

  const checked: [string, Map<string, string>, Map<string, string>][] = [
    ['zh', catalogs.zh, source],
    ['ja', catalogs.ja, source],
    ...Object.entries(parts).flatMap(([name, [, zhPart, jaPart]]) => [
      [`${name} zh`, flatten(zhPart as Tree), partSources[name as keyof typeof parts]] as [
        string,
        Map<string, string>,
        Map<string, string>,
      ],
      [`${name} ja`, flatten(jaPart as Tree), partSources[name as keyof typeof parts]] as [
        string,
        Map<string, string>,
        Map<string, string>,
      ],
    ]),
  ]
  for (const [name, catalog, reference] of checked) {
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
      // The import pages name the point's fields by their API names (camelCase); the admin
      // area's keys came before this rule.
      [
        source,
        partSources.study,
        partSources.native,
        partSources.pwa,
        partSources.timers,
        partSources.editor,
        partSources.blocks,
        partSources.badges,
        partSources.dialogs,
        partSources.appeal,
        partSources.search,
      ]
        .flatMap((keys) => [...keys.keys()])
        .filter((key) => !shape.test(key)),
    ).toEqual([])
  })

  it('translates every API error code, with the server message as the English text', () => {
    // An error only the import pages (or the appeal form) meet is in their catalog, loaded with them.
    for (const code of ERROR_CODES) {
      const key = `errors.${errorCodeKey(code)}`
      const part = [importsSource, partSources.appeal].find((keys) => keys.has(key))
      const catalog = part ?? source
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
