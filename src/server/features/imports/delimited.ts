import { IMPORT_MAX_CELLS, IMPORT_MAX_COLUMNS } from '../../../shared/import-constants'

/**
 * Delimited text as spreadsheets write it (RFC 4180 and its neighbours): fields separated by a
 * comma, semicolon or tab (or one the person chose), quoted with `"` when they hold the
 * separator, quotes (doubled) or line breaks; lines ended by CRLF, LF or CR.
 */
const SEPARATORS = [',', ';', '\t', '|'] as const
export type Separator = (typeof SEPARATORS)[number]

export class DelimitedError extends Error {
  constructor(
    /**
     * `unterminated-quote`: an opening quote never closes. `misplaced-quote`: it closes only on a
     * later line, with text after it in the same field — never written by a spreadsheet, which
     * closes a quoted field right before a separator or a line break, so the quote that should
     * have closed it is missing and the quote found is the next field's opening one: every line
     * between would be read silently into one field. `too-many-columns`, `too-many-cells`: past
     * what any sheet of points holds (a line of 19 MB of commas is 20 million cells), refused
     * the moment the bound is passed, so reading such a file costs no more than a real one.
     */
    readonly code: 'unterminated-quote' | 'misplaced-quote' | 'too-many-columns' | 'too-many-cells',
    /** The 1-based line where the bad field starts. */
    readonly line: number,
  ) {
    super(`${code} at line ${line}`)
  }
}

/** The separator of the first line outside quotes that appears most (a comma when none does). */
export function guessSeparator(text: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((separator) => [separator, 0]))
  let isQuoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string
    if (char === '"') isQuoted = !isQuoted
    else if (!isQuoted && (char === '\n' || char === '\r')) break
    else if (!isQuoted && counts.has(char as Separator))
      counts.set(char as Separator, (counts.get(char as Separator) ?? 0) + 1)
  }
  let best: Separator = ','
  for (const [separator, found] of counts) if (found > (counts.get(best) ?? 0)) best = separator
  return best
}

/**
 * The rows of `text`, each an array of fields. Blank lines are skipped; a quote inside an
 * unquoted field is kept as it is (what Excel does). An opening quote that never closes, or
 * closes only lines later in the middle of a field, is an error naming its line.
 */
export function parseDelimited(
  text: string,
  separator: string = guessSeparator(text),
  /** Filled with the line each row starts on (1-based), for messages that name a row. */
  lines?: number[],
): string[][] {
  const rows: string[][] = []
  for (const { cells, line } of delimitedRows(text, separator)) {
    rows.push(cells)
    lines?.push(line)
  }
  return rows
}

/** One row of delimited text and the line it starts on (1-based). */
export interface DelimitedRow {
  cells: string[]
  line: number
}

/**
 * The rows of `text` one at a time (see parseDelimited), so a large file is never held as rows
 * all at once. Fields are sliced out of the text, never built a character at a time: a 20 MB
 * file would otherwise leave millions of string fragments for the garbage collector.
 */
export function* delimitedRows(
  text: string,
  separator: string = guessSeparator(text),
  /** The file's line `text` starts on: an Anki export's notes come after its `#` header lines. */
  firstLine = 1,
  limits: { columns: number; cells: number } = { columns: IMPORT_MAX_COLUMNS, cells: IMPORT_MAX_CELLS },
): Generator<DelimitedRow> {
  const length = text.length
  const sep = separator.charCodeAt(0)
  let cells = 0
  let row: string[] = []
  let line = firstLine
  let rowLine = firstLine
  let i = 0
  /** The end of an unquoted run: the next separator or line break from `from`. */
  const runEnd = (from: number) => {
    let j = from
    while (j < length) {
      const code = text.charCodeAt(j)
      if (code === sep || code === LF || code === CR) break
      j++
    }
    return j
  }
  const isBlank = () => row.length === 1 && row[0] === ''
  while (i < length) {
    let field: string
    if (text.charCodeAt(i) === QUOTE) {
      // A quoted field: up to the quote that is not doubled.
      const start = line
      let value = ''
      let from = i + 1
      for (;;) {
        const quote = text.indexOf('"', from)
        if (quote === -1) throw new DelimitedError('unterminated-quote', start)
        line += lineBreaks(text, from, quote)
        if (text.charCodeAt(quote + 1) === QUOTE) {
          value += text.slice(from, quote + 1)
          from = quote + 2
          continue
        }
        value += text.slice(from, quote)
        i = quote + 1
        break
      }
      // Anything between the closing quote and the next separator belongs to the field (`"a" b`
      // is `a b`, as spreadsheets read it), unless the quote closed lines later (see above).
      const end = runEnd(i)
      if (end > i && line > start) throw new DelimitedError('misplaced-quote', start)
      field = end > i ? value + text.slice(i, end) : value
      i = end
    } else {
      const end = runEnd(i)
      field = text.slice(i, end)
      i = end
    }
    row.push(field)
    if (row.length > limits.columns) throw new DelimitedError('too-many-columns', rowLine)
    if (++cells > limits.cells) throw new DelimitedError('too-many-cells', rowLine)
    if (i >= length) break
    if (text.charCodeAt(i) === sep) {
      i++
      if (i >= length) row.push('')
      continue
    }
    if (!isBlank()) yield { cells: row, line: rowLine }
    row = []
    i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1
    line++
    rowLine = line
  }
  if (row.length > 0 && !isBlank()) yield { cells: row, line: rowLine }
}

const QUOTE = 34
const LF = 10
const CR = 13

/** Line breaks in text[from, to): LF, CRLF or a lone CR, each once. */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0
  for (let j = from; j < to; j++) {
    const code = text.charCodeAt(j)
    if (code === LF || (code === CR && text.charCodeAt(j + 1) !== LF)) count++
  }
  return count
}

/** One field as RFC 4180 writes it: quoted when it holds a quote, the separator or a line break. */
export function delimitedField(value: string, separator = ','): string {
  return value.includes('"') || value.includes(separator) || /[\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

// A cell that starts with `=`, `+`, `-` or `@` (or a tab or CR) is run as a formula by Excel and
// its neighbours, and so is one that starts with their full-width (＝＋－＠) or small (﹦﹢﹣﹫)
// forms, which a Chinese or Japanese input method types and a spreadsheet folds: the export puts
// a `'` before it (OWASP "CSV injection"), also before such a cell that already starts with
// quotes, and the import takes exactly one away again, so every value makes the round trip
// unchanged (docs/decisions/014-imports.md).
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/
const GUARDED = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

export function unguardFormula(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value
}
