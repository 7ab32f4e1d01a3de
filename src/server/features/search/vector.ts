import { fragments, words } from './analyze'

/** What a row says, as search weighs it: its title (or name) above its body. */
export interface SearchDoc {
  title: string[]
  body: string[]
}

export interface Indexed {
  /** A `tsvector` literal: `'term':1A,7C …`. */
  vector: string
  /** Its Latin words, for typo tolerance (search_terms). */
  latin: string[]
}

// PostgreSQL's limits: positions run to 16,383 and a lexeme keeps 256 of them.
const POSITION_MAX = 16_383
const POSITIONS_PER_TERM = 255

/**
 * The weights: a title's words A, a body's words B, a title's fragments C, a body's fragments
 * D (ranking reads them as 1, 0.4, 0.1 and 0.05). Parts are laid out one after another, title
 * first.
 */
export function indexDoc(doc: SearchDoc): Indexed {
  const terms = new Map<string, string[]>()
  const latin = new Set<string>()
  let position = 1
  const add = (term: string, weight: 'A' | 'B' | 'C' | 'D') => {
    let at = terms.get(term)
    if (!at) {
      at = []
      terms.set(term, at)
    }
    if (at.length < POSITIONS_PER_TERM) at.push(`${Math.min(position, POSITION_MAX)}${weight}`)
    position++
  }
  const addWords = (text: string, weight: 'A' | 'B') => {
    for (const word of words(text)) {
      add(word.term, weight)
      if (!word.cjk && LATIN_WORD.test(word.term)) latin.add(word.term)
    }
    position++
  }
  const addFragments = (text: string, weight: 'C' | 'D') => {
    for (const fragment of fragments(text)) add(fragment, weight)
    position++
  }
  // Fields are read as one text, a line apart: a line break ends a word and a run of
  // characters alike, so nothing matches across two fields, and each part costs one pass.
  const title = doc.title.filter(Boolean).join('\n')
  const body = doc.body.filter(Boolean).join('\n')
  addWords(title, 'A')
  addFragments(title, 'C')
  addFragments(body, 'D')
  addWords(body, 'B')
  const vector = [...terms].map(([term, at]) => `${quote(term)}:${at.join(',')}`).join(' ')
  return { vector, latin: [...latin] }
}

/** Words of three or more Latin letters are worth correcting a typo towards. */
export const LATIN_WORD = /^[a-z]{3,}$/

/** A lexeme in a `tsvector` or `tsquery` literal. */
export function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}
