import { inlinePlain } from './plain-inline'
import { labelKey } from './plain-spans'

// Shared by the server (the search index and its snippets, notifications, page heads, report
// snapshots, starred posts) and the web app (every line of a list that quotes someone's text), so
// text reads the same wherever it is one line, without the Markdown renderer (decision 025).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
const QUOTE = /^(?:[ \t]{0,3}>[ \t]?)+/
const FENCE = /^[ \t]*(`{3,}|~{3,})/
const HEADING = /^[ \t]{0,3}#{1,6}(?:[ \t]+|$)/
const CLOSING_HASHES = /[ \t]+#+[ \t]*$/
const THEMATIC_BREAK = /^[ \t]{0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/
const SETEXT_EQUALS = /^[ \t]{0,3}=+[ \t]*$/
const REFERENCE = /^[ \t]{0,3}\[([^\]]+)\]:[ \t]*\S/
const TABLE_RULE =
  /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$|^[ \t]*\|[ \t]*:?-+:?[ \t]*\|?[ \t]*$/
const BULLET = /^[ \t]*[-*+](?:[ \t]+|$)(?:\[[ xX]\][ \t]+)?/
const NUMBERED = /^[ \t]*\d{1,9}[.)](?:[ \t]+|$)/

/** A table row's cells, a space apart (an escaped `\|` stays a bar of its cell). */
const cells = (row: string) => row.replace(/\\\||\|/g, (bar) => (bar === '|' ? ' ' : bar))

/**
 * Markdown as one line of the plain text a reader sees of it, for a snippet, a preview or a row
 * of a list: the marks of headings, quotes, lists, tables and emphasis go, links and images keep
 * their text (an image its alternative text), HTML tags go, escapes and entities read as their
 * characters; code and formulas stay as written, without their fences or dollars (`$E = mc^2$`
 * reads `E = mc^2`, a word anyone can search for). White space is one space; control characters
 * (NUL among them) are dropped.
 */
export function plainText(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').replace(CONTROLS, '').split('\n')
  const references = new Set<string>()
  for (const line of lines) {
    const label = REFERENCE.exec(line.replace(QUOTE, ''))?.[1]
    if (label) references.add(labelKey(label))
  }
  const shown: string[] = []
  let paragraph: string[] = []
  let isTable = false
  const unclosed = { from: Number.POSITIVE_INFINITY }
  const endParagraph = () => {
    if (paragraph.length > 0) shown.push(inlinePlain(paragraph.join('\n'), references))
    paragraph = []
  }
  const block = (text: string) => {
    endParagraph()
    shown.push(text)
  }
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).replace(QUOTE, '')
    const fence = FENCE.exec(line)?.[1]
    // A backtick fence's info has no backtick: "```a``` b" is code in a line.
    if (fence && !(fence[0] === '`' && line.trimStart().slice(fence.length).includes('`'))) {
      // A fenced block's lines as written, to its closing fence (or the end).
      const close = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`)
      const code: string[] = []
      for (i++; i < lines.length && !close.test((lines[i] as string).replace(QUOTE, '')); i++)
        code.push((lines[i] as string).replace(QUOTE, ''))
      block(code.join('\n'))
      continue
    }
    const formula = formulaBlock(lines, i, line, unclosed)
    if (formula) {
      block(formula.tex)
      i = formula.last
      continue
    }
    if (line.trim() === '') {
      endParagraph()
      isTable = false
    } else if (THEMATIC_BREAK.test(line) || (paragraph.length > 0 && SETEXT_EQUALS.test(line))) endParagraph()
    else if (HEADING.test(line))
      block(inlinePlain(line.replace(HEADING, '').replace(CLOSING_HASHES, ''), references))
    else if (REFERENCE.test(line)) endParagraph()
    else if (TABLE_RULE.test(line) && line.includes('|')) {
      // The row above was the table's head.
      const head = paragraph.pop()
      endParagraph()
      if (head !== undefined) shown.push(inlinePlain(cells(head), references))
      isTable = true
    } else if (isTable) block(inlinePlain(cells(line), references))
    else if (BULLET.test(line) || NUMBERED.test(line)) {
      // An item is a block of its own; its bullet (and check box) goes, its number stays.
      endParagraph()
      paragraph.push(line.replace(BULLET, ''))
    } else paragraph.push(line)
  }
  endParagraph()
  return shown.join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * A `$$ … $$` block starting at line `i` (the renderer's rule, math.ts): its source and its last
 * line. One that closes on its own line with text after it is inline math, read with the words.
 */
function formulaBlock(
  lines: readonly string[],
  i: number,
  line: string,
  unclosed: { from: number },
): { tex: string; last: number } | null {
  const start = line.trimStart()
  if (!start.startsWith('$$')) return null
  const rest = start.slice(2)
  const sameLine = rest.indexOf('$$')
  if (sameLine !== -1)
    return rest.slice(sameLine + 2).trim() === '' ? { tex: rest.slice(0, sameLine), last: i } : null
  // No line closes one after `unclosed.from`: none after any later line either (one scan, not one each).
  if (i >= unclosed.from) return null
  for (let last = i + 1; last < lines.length; last++) {
    const text = (lines[last] as string).replace(QUOTE, '').trimEnd()
    if (text.endsWith('$$')) {
      const middle = lines.slice(i + 1, last).map((each) => each.replace(QUOTE, ''))
      return { tex: [rest, ...middle, text.slice(0, -2)].join('\n'), last }
    }
  }
  unclosed.from = i
  return null
}
