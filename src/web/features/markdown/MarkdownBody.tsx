import './markdown.css'
import { use, useMemo } from 'react'
import {
  hasLinks,
  missingExtras,
  prepareLinks,
  prepareRenderer,
  renderInlineMarkdown,
  renderMarkdown,
} from './render'
import { sanitize } from './sanitize'

/** Nothing to wait for, marked settled the way React reads a promise it has seen before. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

export interface MarkdownBodyProps {
  source: string
  className: string
  /** Inline Markdown only (emphasis, code, links), in a paragraph. */
  inline?: boolean
}

/**
 * The renderer's set-up and first run on a little of everything a card usually has, in parts.
 * Cold, it costs ~35 ms on a desktop (markdown-it's set-up and rules, DOMPurify's first run), four
 * times that on a phone; `markdownReady` runs each part in a task of its own before a page
 * renders, so neither the page's first render, already the longest task of a visit, nor one long
 * warm-up task holds a tap unanswered. Linkify's patterns (~25 ms more to compile) are left to the
 * first text with a link in it (`prerenderSteps`).
 */
export const warmUpSteps: readonly (() => void)[] = [
  prepareRenderer,
  () => void sanitize('<p><strong>a</strong> <a href="https://example.com">b</a></p>'),
  () => void renderMarkdown('# a\n\n**b** _c_ `d`\n\n- f\n\n1. g\n\n> h'),
]

/**
 * A page's own text rendered ahead of its render, in parts of their own: linkify's patterns when
 * it has a link, then the text (kept, `renderMarkdown`). Nothing for text that waits for
 * highlighting or math: it renders once they are in.
 */
export function prerenderSteps(source: string): (() => void)[] {
  if (missingExtras(source) !== null) return []
  const render = () => void renderMarkdown(source)
  return hasLinks(source) ? [prepareLinks, render] : [render]
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
  // `dir="auto"`: Arabic or Hebrew text reads right to left, as its first letter says.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: both renderers escape raw HTML and run DOMPurify
  return <Tag className={className} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
}
