/** Cut to `max` characters (code points, never half a pair), with an ellipsis when cut. */
export function clip(text: string | undefined, max: number): string {
  const chars = Array.from(text ?? '')
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`
}

/** Characters of a post or comment a notification keeps. */
const EXCERPT = 140

/** A text on one line (runs of white space as one space), cut to `max` characters. */
export function excerpt(text: string, max = EXCERPT): string {
  return clip(text.replace(/\s+/g, ' ').trim(), max)
}
