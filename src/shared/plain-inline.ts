// The inline half of `plainText` (plain-text.ts): one paragraph's Markdown as the words it shows,
// read the way the renderer (markdown-it, web/features/markdown) reads it, in one pass. Its
// emphasis is plain-emphasis.ts, its links and formulas plain-spans.ts.

import { ASCII_PUNCTUATION, type Delimiter, delimiter, pairDelimiters } from './plain-emphasis'
import { closings, Formulas, linkAt } from './plain-spans'

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/y
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  mdash: '—',
  ndash: '–',
  hellip: '…',
}
const COMMENT = /<!--[\s\S]*?-->/y
const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[^\s<>@]+@[^\s<>@]+)>/y
const TAG =
  /<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/y
/** Tags that sit inside a word (`H<sub>2</sub>O`): they go without leaving a space. */
const INLINE_TAGS = /^(?:a|abbr|b|code|del|em|i|ins|kbd|mark|s|small|span|strong|sub|sup|u)$/i
const at = (src: string, pattern: RegExp, i: number) => {
  pattern.lastIndex = i
  return pattern.exec(src)
}

function runLength(src: string, i: number, char: string): number {
  let end = i
  while (src[end] === char) end++
  return end - i
}

function decodeEntity(match: RegExpExecArray): string | undefined {
  const [whole, decimal, hex, name] = match
  if (name !== undefined) return NAMED[name] ?? whole
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16)
  // NUL and what is no character read as the replacement character, as the renderer shows them.
  const isCharacter = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return isCharacter ? String.fromCodePoint(code) : '\ufffd'
}

function once<T>(make: () => T): () => T {
  let value: T | undefined
  return () => {
    if (value === undefined) value = make()
    return value
  }
}

/** Where a run of exactly `length` backticks starts at or after `from`, or -1. */
function backtickRun(src: string, from: number, length: number, missing: Map<number, number>): number {
  if ((missing.get(length) ?? Number.POSITIVE_INFINITY) <= from) return -1
  for (let i = src.indexOf('`', from); i !== -1; i = src.indexOf('`', i)) {
    const run = runLength(src, i, '`')
    if (run === length) return i
    i += run
  }
  // None after `from` means none after anything later: the scan never runs twice for it.
  missing.set(length, from)
  return -1
}

/**
 * One paragraph's inline Markdown as the text it shows: marks of emphasis, links and HTML tags
 * dropped, escapes and entities resolved, code and formulas as written (without their fences or
 * dollars), an image as its alternative text. `references` are the paragraph's document's link
 * labels (`[text][label]` is a link only when `label` is defined, as the renderer has it).
 */
export function inlinePlain(src: string, references: ReadonlySet<string>): string {
  const parts: (string | Delimiter)[] = []
  const delimiters: Delimiter[] = []
  const missingTicks = new Map<number, number>()
  // Found on first need: most paragraphs have no bracket or dollar.
  const closes = once(() => closings(src))
  const formulas = once(() => new Formulas(src))
  let text = ''
  let i = 0
  const take = (shown: string, end: number) => {
    text += shown
    i = end
  }
  while (i < src.length) {
    const char = src[i] as string
    if (char === '\\' && ASCII_PUNCTUATION.test(src[i + 1] ?? '')) {
      take(src[i + 1] as string, i + 2)
      continue
    }
    if (char === '`') {
      const run = runLength(src, i, '`')
      const close = backtickRun(src, i + run, run, missingTicks)
      take(
        close === -1 ? src.slice(i, i + run) : src.slice(i + run, close),
        close === -1 ? i + run : close + run,
      )
      continue
    }
    const formula = char === '$' ? formulas().at(i) : null
    const bracket = char === '[' ? i : char === '!' && src[i + 1] === '[' ? i + 1 : -1
    const link = bracket === -1 ? null : linkAt(src, bracket, closes(), references)
    if (formula) take(formula.tex, formula.end)
    else if (link) take(inlinePlain(link.label, references), link.end)
    else if (char === '<') {
      const autolink = at(src, AUTOLINK, i)
      const tag = autolink ? null : (at(src, COMMENT, i) ?? at(src, TAG, i))
      if (autolink) take(autolink[1] as string, i + autolink[0].length)
      // A comment leaves nothing, a tag between words a space (`a<br>b`), one inside a word nothing.
      else if (tag) take(tag[1] === undefined || INLINE_TAGS.test(tag[1]) ? '' : ' ', i + tag[0].length)
      else take(char, i + 1)
    } else if (char === '&') {
      const entity = at(src, ENTITY, i)
      take(entity ? (decodeEntity(entity) as string) : char, entity ? i + entity[0].length : i + 1)
    } else if (char === '*' || char === '_' || char === '~') {
      const run = runLength(src, i, char)
      if (text) parts.push(text)
      text = ''
      const found = delimiter(src, i, run)
      parts.push(found)
      delimiters.push(found)
      i += run
    } else take(char, i + 1)
  }
  if (text) parts.push(text)
  pairDelimiters(delimiters)
  return parts.map((part) => (typeof part === 'string' ? part : part.char.repeat(part.count))).join('')
}
