import type { Token } from 'markdown-it'
import MarkdownIt from 'markdown-it'
import { math, type TexRenderer } from './math'
import { sanitize } from './sanitize'
import { isSafeUrl } from './url-policy'

type Highlighter = (code: string, language: string) => string

/**
 * highlight.js and KaTeX are most of the renderer's weight and most cards need neither: each is
 * loaded only for text that has a fenced code block or math (`missingExtras`), and until then
 * (or offline) code shows unhighlighted and formulas as written.
 */
let highlighter: Highlighter | null = null
let texRenderer: TexRenderer | null = null

// Both renderers are made on first use, not as this module loads: its loading is already one of a
// first visit's long tasks, making them costs 5–30 ms more at 4× CPU, and most pages use only one
// (decision 018).
type Renderer = InstanceType<typeof MarkdownIt>
let block: Renderer | undefined
let inline: Renderer | undefined

// html: false shows HTML in the source as text. breaks: true because people writing cards press
// Enter for a new line and expect one. Only links with a scheme are linkified: with fuzzy links
// (off by default, kept off here on purpose) "main.py" would become a link to a website.
function createBlock(): Renderer {
  const md = new MarkdownIt({
    html: false,
    linkify: true,
    breaks: true,
    highlight: (code, language) => highlighter?.(code, language) ?? '',
  }).use(math(() => texRenderer))
  md.linkify.set({ fuzzyLink: false })
  md.validateLink = isSafeUrl
  return md
}

function blockRenderer(): Renderer {
  block ??= createBlock()
  return block
}

/** Makes the block renderer now (a warm-up step of its own, `MarkdownBody.tsx`). */
export function prepareRenderer(): void {
  blockRenderer()
}

/** Compiles linkify's patterns now, on their first use (a warm-up step of its own). */
export function prepareLinks(): void {
  blockRenderer().linkify.test('https://example.com')
}

// The last texts rendered, so a page's loader can render its Markdown ahead of the page, each
// text in a task of its own (`prerenderMarkdown`), and the page's render only looks it up: a
// point's card rendered inside React's render made that render a first visit's longest task.
// Emptied when highlighting or math arrives, since the same text then renders differently.
const rendered = new Map<string, string>()
const RENDERED_KEPT = 32

/** Sanitized HTML for user-written Markdown: safe to put into the page as it is. */
export function renderMarkdown(source: string): string {
  let html = rendered.get(source)
  if (html === undefined) {
    html = paragraphsOnly(source) ?? parsed(source)
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string)
    rendered.set(source, html)
  }
  return html
}

/** What markdown-it makes of `source`, sanitized. */
export function parsed(source: string): string {
  return sanitize(blockRenderer().render(source))
}

// Anything Markdown or linkify could read as more than words and line breaks: a mark, an entity,
// a bracket, a dollar, a bar, a link's or an address's start, a line that starts as a block
// would (a list, a heading, a quote, a rule, indented code); and any white space but spaces and
// line breaks, which markdown-it trims otherwise than `trim()` does.
const MAYBE_MARKDOWN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL, which markdown-it replaces, is one
  /[\\`*_~[\]!<>&$|@=#\u0000]|:\/\/|\/\/|mailto:|www\.|^ *(?:[-+]|\d+[.)])|^ {4}|[^\S \n\r]/im

/**
 * Text with no Markdown in it (most comments: a few words, a line break) as the HTML markdown-it
 * makes of it — paragraphs, a `<br>` for each line break — without running it or DOMPurify: a
 * long thread renders in a fraction of the time. `null` for anything else. Nothing in it is
 * markup (no `<` or `&`), so it is safe as it is.
 */
export function paragraphsOnly(source: string): string | null {
  if (MAYBE_MARKDOWN.test(source)) return null
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n(?: *\n)+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split(/ *\n */).join('<br>\n')}</p>\n`)
    .join('')
}

/** Whether rendering `source` would compile linkify's patterns (a link with a scheme in it). */
export function hasLinks(source: string): boolean {
  return /:\/\/|mailto:/i.test(source)
}

// One line or a few of text with emphasis, code, strikethrough and links only: no headings,
// lists, quotes, tables, code blocks, math or images (a profile's bio).
function createInline(): Renderer {
  const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true }).enable([
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
  md.linkify.set({ fuzzyLink: false })
  md.validateLink = isSafeUrl
  return md
}

/** Sanitized inline HTML: the inline part of Markdown only. */
export function renderInlineMarkdown(source: string): string {
  inline ??= createInline()
  return sanitize(inline.renderInline(source))
}

type Extra = 'code' | 'math'

/** What `source` needs beyond the renderer: highlighting for a labelled fence, KaTeX for math. */
export function extrasFor(source: string): Set<Extra> {
  const needs = new Set<Extra>()
  // Cheap checks first: no backtick or tilde fence, no dollar, nothing to parse for.
  if (!/```|~~~|\$/.test(source)) return needs
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'fence' && token.info.trim()) needs.add('code')
      if (token.type.startsWith('math_')) needs.add('math')
      if (token.children) walk(token.children)
    }
  }
  walk(blockRenderer().parse(source, {}))
  return needs
}

const loaders: Record<Extra, () => Promise<void>> = {
  code: () =>
    import('./highlight').then((module) => {
      highlighter = module.highlightCode
      rendered.clear()
    }),
  math: () =>
    import('./katex-render').then((module) => {
      texRenderer = module.renderTex
      rendered.clear()
    }),
}
const loading = new Map<Extra, Promise<void>>()
/** An extra that could not be fetched (offline): the text renders without it. */
const unavailable = new Set<Extra>()
const isLoaded = (extra: Extra) => (extra === 'code' ? highlighter : texRenderer) !== null

function load(extra: Extra): Promise<void> {
  let promise = loading.get(extra)
  if (!promise) {
    promise = loaders[extra]().catch(() => {
      unavailable.add(extra)
    })
    loading.set(extra, promise)
  }
  return promise
}

const combined = new Map<string, Promise<void>>()

/**
 * The loading of what `source` still needs, or null when it can render now. The same promise
 * for the same needs (React's `use` suspends on it and must see it again).
 */
export function missingExtras(source: string): Promise<void> | null {
  // Once both are in (or given up), nothing is left to wait for: no need to parse for them.
  if ((['code', 'math'] as const).every((extra) => isLoaded(extra) || unavailable.has(extra))) return null
  const missing = [...extrasFor(source)].filter((extra) => !isLoaded(extra) && !unavailable.has(extra)).sort()
  if (missing.length === 0) return null
  const key = missing.join('+')
  let promise = combined.get(key)
  if (!promise) {
    promise = Promise.all(missing.map(load)).then(() => undefined)
    combined.set(key, promise)
  }
  return promise
}

/** Both extras, for tests and for text whose needs are known to be both. */
export function loadAllExtras(): Promise<void> {
  return Promise.all([load('code'), load('math')]).then(() => undefined)
}
