import { plainText } from '../../../shared/plain-text'
import type { Snippet } from '../../../shared/search'
import { foldText } from './analyze'

/**
 * Where the query's folded strings stand in a text: the text is folded the way the index folds
 * it, and each place found there is mapped back to the original characters.
 */
export function findMarks(text: string, marks: readonly string[]): [number, number][] {
  if (text.length === 0 || marks.length === 0) return []
  // The text in pieces that fold on their own: code points when folding keeps their number,
  // else grapheme clusters (`ｶﾞ`, two code points, is one cluster and folds to one `ガ`).
  let pieces: { text: string; start: number }[] = []
  let at = 0
  for (const char of text) {
    pieces.push({ text: char, start: at })
    at += char.length
  }
  let folded = [...foldText(text)]
  if (folded.length !== pieces.length) {
    pieces = [...graphemes.segment(text)].map((piece) => ({ text: piece.segment, start: piece.index }))
    folded = pieces.map((piece) => foldText(piece.text))
  }
  // Where each code unit of the folded text came from: the index of its piece.
  const origin: number[] = []
  for (const [i, piece] of folded.entries()) for (let k = 0; k < piece.length; k++) origin.push(i)
  const haystack = folded.join('')
  const endOf = (i: number) => (pieces[i + 1]?.start ?? text.length) as number
  const ranges: [number, number][] = []
  for (const mark of marks) {
    if (mark.length === 0) continue
    let from = haystack.indexOf(mark)
    while (from !== -1) {
      const first = origin[from] as number
      const last = origin[from + mark.length - 1] as number
      ranges.push([(pieces[first] as { start: number }).start, endOf(last)])
      from = haystack.indexOf(mark, from + mark.length)
    }
  }
  return merge(ranges)
}

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' })

function merge(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: [number, number][] = []
  for (const range of ranges) {
    const last = out.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else out.push([range[0], range[1]])
  }
  return out
}

/** How much of a body a result shows around its first match. */
const SNIPPET_LENGTH = 160

/**
 * A short stretch of a body, starting a little before its first match (or at its start when
 * nothing in it matched), with the matches in it marked. The body is made plain text first (the
 * one `plainText`, which the index reads too: documents.ts), so the marks fall on the words shown.
 */
export function snippetOf(body: string, marks: readonly string[], length = SNIPPET_LENGTH): Snippet {
  const text = plainText(body)
  const found = findMarks(text, marks)
  const first = found[0]
  let start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0
  // Start on a word or character boundary, not inside a surrogate pair.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start--
  let end = Math.min(text.length, start + length)
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end++
  const shown = found
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]) => [from - start, to - start] as [number, number])
  return {
    text: text.slice(start, end),
    marks: shown,
    cutStart: start > 0,
    cutEnd: end < text.length,
  }
}

/** A title or name with its matches marked. */
export function marked(text: string, marks: readonly string[]): Snippet {
  return { text, marks: findMarks(text, marks), cutStart: false, cutEnd: false }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}
