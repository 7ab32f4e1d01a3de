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
 * first, with a gap between fields so that a phrase of fragments never spans two of them.
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
  const addWords = (fields: string[], weight: 'A' | 'B') => {
    for (const field of fields) {
      for (const word of words(field)) {
        add(word.term, weight)
        if (!word.cjk && LATIN_WORD.test(word.term)) latin.add(word.term)
      }
      position++
    }
  }
  const addFragments = (fields: string[], weight: 'C' | 'D') => {
    for (const field of fields) {
      for (const fragment of fragments(field)) add(fragment, weight)
      position++
    }
  }
  addWords(doc.title, 'A')
  addFragments(doc.title, 'C')
  addFragments(doc.body, 'D')
  addWords(doc.body, 'B')
  const vector = [...terms].map(([term, at]) => `${quote(term)}:${at.join(',')}`).join(' ')
  return { vector, latin: [...latin] }
}

/** Words of three or more Latin letters are worth correcting a typo towards. */
export const LATIN_WORD = /^[a-z]{3,}$/

/** A lexeme in a `tsvector` or `tsquery` literal. */
export function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
}
