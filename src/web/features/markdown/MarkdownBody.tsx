import 'katex/dist/katex.min.css'
import './highlight.css'
import './markdown.css'
import { useMemo } from 'react'
import { renderInlineMarkdown, renderMarkdown } from './render'

export interface MarkdownBodyProps {
  source: string
  className: string
  /** Inline Markdown only (emphasis, code, links), in a paragraph. */
  inline?: boolean
}

/** The heavy half of `Markdown`, loaded on first use: markdown-it, highlight.js, KaTeX, DOMPurify. */
export function MarkdownBody({ source, className, inline = false }: MarkdownBodyProps) {
  const html = useMemo(
    () => (inline ? renderInlineMarkdown(source) : renderMarkdown(source)),
    [source, inline],
  )
  const Tag = inline ? 'p' : 'div'
  // biome-ignore lint/security/noDangerouslySetInnerHtml: both renderers escape raw HTML and run DOMPurify
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
