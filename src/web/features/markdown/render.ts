import MarkdownIt from 'markdown-it'
import { highlightCode } from './highlight'
import { math } from './math'
import { sanitize } from './sanitize'
import { isSafeUrl } from './url-policy'

// html: false shows HTML in the source as text. breaks: true because people writing cards press
// Enter for a new line and expect one. Only links with a scheme are linkified: with fuzzy links
// (off by default, kept off here on purpose) "main.py" would become a link to a website.
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, highlight: highlightCode }).use(math)
md.linkify.set({ fuzzyLink: false })
md.validateLink = isSafeUrl

/** Sanitized HTML for user-written Markdown: safe to put into the page as it is. */
export function renderMarkdown(source: string): string {
  return sanitize(md.render(source))
}

// One line or a few of text with emphasis, code, strikethrough and links only: no headings,
// lists, quotes, tables, code blocks, math or images (a profile's bio).
const inline = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable([
  'emphasis',
  'strikethrough',
  'backticks',
  'link',
  'linkify',
  'newline',
  'escape',
  'entity',
  'balance_pairs',
  'fragments_join',
])
inline.linkify.set({ fuzzyLink: false })
inline.validateLink = isSafeUrl

/** Sanitized inline HTML: the inline part of Markdown only. */
export function renderInlineMarkdown(source: string): string {
  return sanitize(inline.renderInline(source))
}
