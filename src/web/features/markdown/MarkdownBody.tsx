import './markdown.css'
import { use, useMemo } from 'react'
import { missingExtras, renderInlineMarkdown, renderMarkdown } from './render'

/** Nothing to wait for, marked settled the way React reads a promise it has seen before. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

export interface MarkdownBodyProps {
  source: string
  className: string
  /** Inline Markdown only (emphasis, code, links), in a paragraph. */
  inline?: boolean
}

/**
 * The heavy half of `Markdown`, loaded on first use: markdown-it and DOMPurify; highlight.js and
 * KaTeX only for text with code or math (it suspends until they are in; the source shows meanwhile).
 */
export function MarkdownBody({ source, className, inline = false }: MarkdownBodyProps) {
  // Always one use(): React requires it on every render once a render suspended on it.
  use((inline ? null : missingExtras(source)) ?? READY)
  const html = useMemo(
    () => (inline ? renderInlineMarkdown(source) : renderMarkdown(source)),
    [source, inline],
  )
  const Tag = inline ? 'p' : 'div'
  // biome-ignore lint/security/noDangerouslySetInnerHtml: both renderers escape raw HTML and run DOMPurify
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
