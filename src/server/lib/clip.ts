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

/**
 * Markdown as one line of plain text, as a preview or a notification shows it: code blocks,
 * formulas, images and HTML go, links keep their text, and the marks of headings, quotes, lists
 * and emphasis are dropped.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
