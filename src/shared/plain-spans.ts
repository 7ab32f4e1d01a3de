// The spans of `plainText`'s inline half (plain-inline.ts) that hold text of their own: links
// and images (their text is shown, their address not) and formulas (their source is shown).

const SPACE = /\s/u
/** A link's target and title, as `[text](…)` holds them. */
const DESTINATION = /^\s*(?:<[^<>\n]*>|\S*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*$/
/**
 * Where each `[` and `(` of a paragraph closes (escaped ones are text), found in one pass: a link
 * is looked for at every bracket, and a scan to the end from each would make "[[[[…" quadratic.
 */
export function closings(src: string): Map<number, number> {
  const closes = new Map<number, number>()
  const open: Record<string, number[]> = { '[': [], '(': [] }
  for (let i = 0; i < src.length; i++) {
    const char = src[i] as string
    if (char === '\\') i++
    else if (char === '[' || char === '(') open[char]?.push(i)
    else if (char === ']' || char === ')') {
      const from = open[char === ']' ? '[' : '(']?.pop()
      if (from !== undefined) closes.set(from, i)
    }
  }
  return closes
}

/** A link's label as a reference definition names it: case and runs of white space aside. */
export const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase()

/** A link or image at `open` (its `[`): its text and where it ends; null when it is none. */
export function linkAt(
  src: string,
  open: number,
  closes: Map<number, number>,
  references: ReadonlySet<string>,
) {
  const close = closes.get(open)
  if (close === undefined) return null
  const label = src.slice(open + 1, close)
  if (src[close + 1] === '(') {
    const end = closes.get(close + 1)
    if (end !== undefined && DESTINATION.test(src.slice(close + 2, end))) return { label, end: end + 1 }
  }
  if (src[close + 1] === '[') {
    const end = src.indexOf(']', close + 2)
    const name = end === -1 ? '' : src.slice(close + 2, end)
    if (end !== -1 && references.has(labelKey(name || label))) return { label, end: end + 1 }
  }
  return references.has(labelKey(label)) ? { label, end: close + 1 } : null
}

/**
 * The formulas of a paragraph: where a `$$` next closes, and where an inline formula may close —
 * by Pandoc's rule, as the renderer's (math.ts), no space before the closing dollar and no digit
 * after it, so prices stay text ("$5 and $10"). Whether a dollar may close does not depend on
 * the one that opens, so each is looked at once however many dollars a text has.
 */
export class Formulas {
  private closers: number[] = []
  private next = 0
  private noDisplayFrom = Number.POSITIVE_INFINITY
  constructor(private readonly src: string) {
    for (let end = src.indexOf('$'); end !== -1; end = src.indexOf('$', end + 1))
      if (src[end - 1] !== '\\' && !SPACE.test(src[end - 1] ?? ' ') && !/\d/.test(src[end + 1] ?? ''))
        this.closers.push(end)
  }

  /** The formula whose `$` is at `i` (its source and where it ends), or null. */
  at(i: number): { tex: string; end: number } | null {
    const { src } = this
    if (src[i + 1] === '$') {
      const close = i + 2 < this.noDisplayFrom ? src.indexOf('$$', i + 2) : -1
      if (close === -1) this.noDisplayFrom = Math.min(this.noDisplayFrom, i + 2)
      return close > i + 2 ? { tex: src.slice(i + 2, close), end: close + 2 } : null
    }
    if (SPACE.test(src[i + 1] ?? ' ')) return null
    while ((this.closers[this.next] ?? Number.POSITIVE_INFINITY) <= i) this.next++
    const end = this.closers[this.next]
    return end === undefined ? null : { tex: src.slice(i + 1, end), end: end + 1 }
  }
}
