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
