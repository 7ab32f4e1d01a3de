import { fragments, type Word, words } from './analyze'
import { LATIN_WORD, quote } from './vector'

/** A query read the way the index was written (analyze.ts), as `tsquery` literals. */
export interface QueryPlan {
  /** What a row must match: every word of the query (the last one as a prefix while typing). */
  match: string
  /** The query's whole words only: rows holding them rank above rows matching fragments. */
  whole: string
  /** The folded strings to mark in what is shown. */
  marks: string[]
}

/** A query of more words than this keeps its first ones. */
const QUERY_WORDS_MAX = 12

/** A Latin word of a query that typo tolerance may widen; the last one is being typed (a prefix). */
export interface Widenable {
  word: string
  isLast: boolean
}

export function widenable(q: string): Widenable[] {
  const units = words(q).slice(0, QUERY_WORDS_MAX)
  return units
    .filter((unit) => !unit.cjk && LATIN_WORD.test(unit.term) && unit.term.length >= 4)
    .map((unit) => ({ word: unit.term, isLast: unit === units.at(-1) }))
}

/**
 * Every word must match. A Latin word matches itself, any word it begins when it is the last
 * one (the person is typing it), or the words typo tolerance found near it (`alternatives`). A
 * Chinese or Japanese word matches itself as a word, or its characters in a row (its fragments
 * as a phrase), so part of a longer word is found too; one character matches any word or
 * fragment it begins. Neighbouring Chinese or Japanese words of the query also match as one
 * run of characters, so text the segmenter cut differently on the two sides (`生物學` indexed
 * as one word, `生物学` asked as two) is still found.
 */
export function planQuery(
  q: string,
  alternatives: ReadonlyMap<string, string[]> = new Map(),
): QueryPlan | null {
  const units = words(q).slice(0, QUERY_WORDS_MAX)
  if (units.length === 0) return null
  const match: string[] = []
  const marks = new Set<string>()
  let run: Word[] = []
  const flush = () => {
    if (run.length === 0) return
    const each = run.map((unit) => cjkMatch(q, unit))
    const first = run[0] as Word
    const last = run.at(-1) as Word
    const chars = fragments(q.slice(first.start, last.end))
    const all = each.join(' & ')
    match.push(
      run.length === 1 || chars.length === 0 ? `(${all})` : `((${all}) | ${chars.map(quote).join(' <-> ')})`,
    )
    run = []
  }
  for (const [i, unit] of units.entries()) {
    marks.add(unit.term)
    if (unit.cjk) {
      const previous = run.at(-1)
      if (previous && previous.end !== unit.start) flush()
      run.push(unit)
      continue
    }
    flush()
    const term = quote(unit.term)
    const near = alternatives.get(unit.term) ?? []
    for (const alternative of near) marks.add(alternative)
    // The last word is being typed, unless a + or # closes it (C++, C#, F#): the index keeps no
    // symbols, so "c" as a prefix would find every word that starts with a c.
    const isTyped = i === units.length - 1 && !/^[+#]/.test(q.slice(unit.end))
    const self = isTyped ? `${term}:*` : term
    match.push(near.length > 0 ? `(${[self, ...near.map(quote)].join(' | ')})` : self)
  }
  flush()
  const whole = [...new Set(units.map((unit) => quote(unit.term)))].join(' | ')
  return { match: match.join(' & '), whole, marks: [...marks] }
}

function cjkMatch(q: string, unit: Word): string {
  const term = quote(unit.term)
  // A run's last character is a fragment too, so the fragments of one word run to its end.
  const chars = fragments(q.slice(unit.start, unit.end)).filter((fragment) => [...fragment].length === 2)
  if (chars.length === 0) return `${term}:*`
  return `(${term} | ${chars.map(quote).join(' <-> ')})`
}
