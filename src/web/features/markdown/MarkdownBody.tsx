import 'katex/dist/katex.min.css'
import './highlight.css'
import './markdown.css'
import { useMemo } from 'react'
import { renderMarkdown } from './render'

export interface MarkdownBodyProps {
  source: string
  className: string
}

/** The heavy half of `Markdown`, loaded on first use: markdown-it, highlight.js, KaTeX, DOMPurify. */
export function MarkdownBody({ source, className }: MarkdownBodyProps) {
  const html = useMemo(() => renderMarkdown(source), [source])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML and runs DOMPurify
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
