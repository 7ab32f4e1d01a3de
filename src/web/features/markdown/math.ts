import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it'

const DOLLAR = 0x24

/** A formula as HTML (KaTeX, katex-render.ts, loaded only for text with math), or null before it is. */
export type TexRenderer = (tex: string, displayMode: boolean, escapeHtml: (text: string) => string) => string

function isEscaped(src: string, pos: number): boolean {
  let backslashes = 0
  for (let i = pos - 1; i >= 0 && src[i] === '\\'; i--) backslashes++
  return backslashes % 2 === 1
}

// Pandoc's rule, so prices stay text ("$5 and $10"): no space inside either dollar and no digit
// right after the closing one.
function findInlineClose(src: string, start: number, max: number): number {
  if (/\s/.test(src[start] ?? ' ')) return -1
  for (let end = src.indexOf('$', start); end !== -1 && end < max; end = src.indexOf('$', end + 1)) {
    if (isEscaped(src, end)) continue
    if (/\s/.test(src[end - 1] ?? '')) continue
    if (/\d/.test(src[end + 1] ?? '')) continue
    return end
  }
  return -1
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state
  if (src.charCodeAt(pos) !== DOLLAR) return false
  const isDisplay = src.charCodeAt(pos + 1) === DOLLAR
  const start = pos + (isDisplay ? 2 : 1)
  const end = isDisplay ? src.indexOf('$$', start) : findInlineClose(src, start, posMax)
  if (end === -1 || end >= posMax || end === start) return false
  if (!silent) {
    const token = state.push(isDisplay ? 'math_inline_display' : 'math_inline', 'math', 0)
    token.content = src.slice(start, end)
    token.markup = isDisplay ? '$$' : '$'
  }
  state.pos = end + (isDisplay ? 2 : 1)
  return true
}

// A block opens with $$ at the start of a line and closes at the first line ending in $$
// (which may be the same line). Without a close it is not math, and the paragraph rule takes it.
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const indent = (line: number) => state.sCount[line] ?? 0
  const lineText = (line: number) =>
    state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line])
  if (indent(startLine) - state.blkIndent >= 4) return false
  const first = lineText(startLine)
  if (!first.startsWith('$$')) return false

  let lastLine = startLine
  let content = first.slice(2)
  const sameLineClose = content.indexOf('$$')
  if (sameLineClose !== -1) {
    if (content.slice(sameLineClose + 2).trim() !== '') return false
    content = content.slice(0, sameLineClose)
  } else {
    for (lastLine = startLine + 1; ; lastLine++) {
      // Past the end, or out of the list item or quote the block started in: no close.
      if (lastLine >= endLine) return false
      if (!state.isEmpty(lastLine) && indent(lastLine) < state.blkIndent) return false
      if (lineText(lastLine).trimEnd().endsWith('$$')) break
    }
    const middle = state.getLines(startLine + 1, lastLine, indent(startLine), true)
    content = `${content}\n${middle}${lineText(lastLine).trimEnd().slice(0, -2)}`
  }
  if (content.trim() === '') return false
  if (silent) return true

  const token = state.push('math_block', 'math', 0)
  token.block = true
  token.content = content.trim()
  token.markup = '$$'
  token.map = [startLine, lastLine + 1]
  state.line = lastLine + 1
  return true
}

/**
 * `$inline$`, `$$display$$` within a line, and `$$ … $$` blocks, rendered with the KaTeX renderer
 * `renderer()` gives, or shown as written (in a code span) while it is not there.
 */
export function math(renderer: () => TexRenderer | null) {
  return (md: MarkdownIt): void => mathPlugin(md, renderer)
}

function mathPlugin(md: MarkdownIt, renderer: () => TexRenderer | null): void {
  const formula = (tokens: Token[], idx: number, displayMode: boolean) => {
    const tex = tokens[idx]?.content ?? ''
    const render = renderer()
    return render
      ? render(tex, displayMode, md.utils.escapeHtml)
      : `<code class="math-source">${md.utils.escapeHtml(tex)}</code>`
  }
  md.inline.ruler.after('escape', 'math_inline', mathInline)
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote'] })
  md.renderer.rules.math_inline = (tokens, idx) => formula(tokens, idx, false)
  md.renderer.rules.math_inline_display = (tokens, idx) => formula(tokens, idx, true)
  md.renderer.rules.math_block = (tokens, idx) =>
    `<div class="math-block">${formula(tokens, idx, true)}</div>\n`
}
