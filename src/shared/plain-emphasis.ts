// The emphasis of `plainText`'s inline half (plain-inline.ts): which runs of `*`, `_` and `~`
// open or close emphasis, and which pair, as CommonMark (and the renderer, markdown-it) has it.

/** A run of `*`, `_` or `~` that may open or close emphasis; `count` is what is left of it. */
export interface Delimiter {
  char: string
  count: number
  at: number
  canOpen: boolean
  canClose: boolean
}

/** What a backslash escapes, and what counts as punctuation beside a delimiter. */
export const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/
const UNICODE_PUNCTUATION = /[\p{P}\p{S}]/u
const SPACE = /\s/u
// Most text is ASCII: its classes without the Unicode tables' cost (a few µs a delimiter).
const isPunctuation = (char: string) =>
  char.charCodeAt(0) < 128 ? ASCII_PUNCTUATION.test(char) : UNICODE_PUNCTUATION.test(char)
const isSpace = (char: string) => {
  const code = char.charCodeAt(0)
  return code < 128 ? code === 32 || (code >= 9 && code <= 13) : SPACE.test(char)
}

/** The character before `i` (a whole code point), or a space at the start. */
function charBefore(src: string, i: number): string {
  if (i === 0) return ' '
  const low = src.charCodeAt(i - 1)
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? src.slice(i - 2, i) : (src[i - 1] as string)
}

function charAfter(src: string, i: number): string {
  const code = src.codePointAt(i)
  return code === undefined ? ' ' : String.fromCodePoint(code)
}

/** The run of `length` delimiters at `i`: CommonMark's flanking rules say whether it can open or close. */
export function delimiter(src: string, i: number, length: number): Delimiter {
  const char = src[i] as string
  const before = charBefore(src, i)
  const after = charAfter(src, i + length)
  const spaceBefore = isSpace(before)
  const spaceAfter = isSpace(after)
  const punctBefore = isPunctuation(before)
  const punctAfter = isPunctuation(after)
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore)
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter)
  // An underscore inside a word is a letter of it (snake_case), as in the renderer.
  const isUnderscore = char === '_'
  return {
    char,
    count: length,
    at: i,
    canOpen: isUnderscore ? left && (!right || punctBefore) : left,
    canClose: isUnderscore ? right && (!left || punctAfter) : right,
  }
}

/**
 * Pairs openers with closers, nearest first (CommonMark's process of emphasis, without its rule
 * of three): what pairs is dropped, and what is left of a run shows as written (`2 * 3`).
 */
export function pairDelimiters(delimiters: readonly Delimiter[]): void {
  const openers = new Map<string, Delimiter[]>()
  for (const closer of delimiters) {
    const stack = openers.get(closer.char) ?? []
    openers.set(closer.char, stack)
    // Strikethrough takes two tildes from each side, emphasis one or two at a time.
    const unit = closer.char === '~' ? 2 : 1
    while (closer.canClose && closer.count >= unit && stack.length > 0) {
      const opener = stack.at(-1) as Delimiter
      const used = Math.min(opener.count, closer.count, 2)
      if (used < unit) break
      opener.count -= used
      closer.count -= used
      if (opener.count < unit) stack.pop()
      // Openers between the pair can no longer close across it, whatever their character.
      for (const other of openers.values()) while ((other.at(-1)?.at ?? -1) > opener.at) other.pop()
    }
    if (closer.canOpen && closer.count >= unit) stack.push(closer)
  }
}
