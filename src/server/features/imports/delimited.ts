/**
 * Delimited text as spreadsheets write it (RFC 4180 and its neighbours): fields separated by a
 * comma, semicolon or tab (or one the person chose), quoted with `"` when they hold the
 * separator, quotes (doubled) or line breaks; lines ended by CRLF, LF or CR.
 */
export const SEPARATORS = [',', ';', '\t', '|'] as const
export type Separator = (typeof SEPARATORS)[number]

export class DelimitedError extends Error {
  constructor(
    readonly code: 'unterminated-quote',
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
 * unquoted field is kept as it is (what Excel does). An opening quote that never closes is an
 * error naming its line.
 */
export function parseDelimited(
  text: string,
  separator: string = guessSeparator(text),
  /** Filled with the line each row starts on (1-based), for messages that name a row. */
  lines?: number[],
): string[][] {
  const rows: string[][] = []
  let rowLine = 1
  let row: string[] = []
  let field = ''
  let line = 1
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    if (!(row.length === 1 && row[0] === '')) {
      rows.push(row)
      lines?.push(rowLine)
    }
    row = []
  }
  while (i < text.length) {
    const char = text[i] as string
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      const start = line
      i++
      for (;;) {
        if (i >= text.length) throw new DelimitedError('unterminated-quote', start)
        const inner = text[i] as string
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i++
          break
        }
        if (inner === '\n' || (inner === '\r' && text[i + 1] !== '\n')) line++
        field += inner
        i++
      }
      // Anything between the closing quote and the next separator belongs to the field.
      while (i < text.length && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r')
        field += text[i++]
      continue
    }
    if (char === separator) {
      endField()
      i++
    } else if (char === '\r' || char === '\n') {
      endRow()
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1
      line++
      rowLine = line
    } else {
      field += char
      i++
    }
  }
  if (field !== '' || row.length > 0) endRow()
  return rows
}

/** One field as RFC 4180 writes it: quoted when it holds a quote, the separator or a line break. */
export function delimitedField(value: string, separator = ','): string {
  return value.includes('"') || value.includes(separator) || /[\r\n]/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

// A cell that starts with `=`, `+`, `-` or `@` (or a tab or CR) is run as a formula by Excel and
// its neighbours: the export puts a `'` before it (OWASP "CSV injection"), also before such a
// cell that already starts with quotes, and the import takes exactly one away again, so every
// value makes the round trip unchanged (docs/decisions/014-imports.md).
const FORMULA_START = /^'*[=+\-@\t\r]/
const GUARDED = /^'+[=+\-@\t\r]/

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

export function unguardFormula(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value
}
