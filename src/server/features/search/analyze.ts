import * as OpenCC from 'opencc-js/t2cn'
import { fold } from '../../../shared/search-fold'

/**
 * How search reads text (decision 015), the same on both sides: what is indexed and what is
 * asked. Two layers of terms:
 *
 * - **words**: the text cut into words by the ICU word segmenter (`Intl.Segmenter`, whose
 *   dictionary covers Chinese and Japanese written without spaces), each word folded (case,
 *   width, accents, hiragana as katakana, Traditional Chinese as Simplified). A run of
 *   single-kana pieces — ICU's way of giving up on a hiragana word it does not know — is one
 *   word again.
 * - **fragments**: every two neighbouring characters of each run of Chinese or Japanese
 *   characters, folded. They let a query find part of a word, or text the segmenter cut
 *   differently on the two sides (a hiragana word indexed, its katakana form asked), at a lower
 *   weight than a whole word.
 */

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' })
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' })

/** Han ideographs (with 々 and 〆), hiragana, katakana and the prolonged sound mark ー. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u3006\u30fc\uff70]/u
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}\u30fc\uff70]$/u

const APOSTROPHE_S = /['\u2019]s$/u
const APOSTROPHES = /['\u2019]/gu

/** Longer words are not indexed (PostgreSQL's own limit is 2 KB a lexeme; none of these is one). */
const WORD_MAX = 60

/** Text folded for search: `fold` (shared with the web app) and Traditional as Simplified. */
export function foldText(text: string): string {
  return toSimplified(fold(text))
}

export interface Word {
  /** The folded word, a term of the index. */
  term: string
  /** Offsets in the original text (UTF-16). */
  start: number
  end: number
  cjk: boolean
}

/** The words of a text, folded, with where each stands in the original. */
export function words(text: string): Word[] {
  if (text.length === 0) return []
  const pieces: { segment: string; index: number }[] = []
  for (const piece of segmenter.segment(text)) {
    if (!piece.isWordLike) continue
    const last = pieces.at(-1)
    // ICU cuts an unknown hiragana word into single characters: glue them back together.
    if (
      last &&
      last.index + last.segment.length === piece.index &&
      KANA.test(piece.segment) &&
      isSingleKanaRun(last.segment)
    ) {
      last.segment += piece.segment
      continue
    }
    pieces.push({ segment: piece.segment, index: piece.index })
  }
  const out: Word[] = []
  for (const { segment, index } of pieces) {
    const cjk = CJK.test(segment)
    const term = termOf(segment, cjk)
    if (term.length === 0 || term.length > WORD_MAX) continue
    out.push({ term, start: index, end: index + segment.length, cjk })
  }
  return out
}

// Folding a word costs more than cutting it (three normalizations and a dictionary), and the
// same words come back all the time (an import of 100,000 rows folds ~10 million words, a few
// thousand of them distinct): each is folded once, in a cache emptied when it grows large.
const folded = new Map<string, string>()
const FOLDED_MAX = 100_000

function termOf(segment: string, cjk: boolean): string {
  let term = folded.get(segment)
  if (term === undefined) {
    const plain = foldText(segment)
    // `newton's` is `newton`, `don't` is `dont`: apostrophes are not part of a Latin word.
    term = cjk ? plain : plain.replace(APOSTROPHE_S, '').replace(APOSTROPHES, '')
    if (folded.size >= FOLDED_MAX) folded.clear()
    folded.set(segment, term)
  }
  return term
}

function isSingleKanaRun(segment: string): boolean {
  for (const char of segment) if (!KANA.test(char)) return false
  return true
}

/** Every two neighbouring characters of each Chinese or Japanese run, and its last one. */
export function fragments(text: string): string[] {
  const out: string[] = []
  // Folding is the cost here, and most Latin text has nothing to fold for this.
  if (!CJK.test(text)) return out
  let run: string[] = []
  const flush = () => {
    for (let i = 0; i + 1 < run.length; i++) out.push(`${run[i]}${run[i + 1]}`)
    // The last character alone, so that one character asked finds a run that ends with it.
    if (run.length > 0) out.push(run.at(-1) as string)
    run = []
  }
  for (const char of foldText(text)) {
    if (CJK.test(char)) run.push(char)
    else flush()
  }
  flush()
  return out
}
