import { type DelimitedRow, delimitedRows } from './delimited'
import { htmlToMarkdown } from './html-text'

/**
 * Anki's "Notes in Plain Text" export: header lines first (`#separator:`, `#html:`, `#columns:`,
 * and the columns of tags, deck, note type and guid), then one note per line, its fields
 * separated as the header says (a tab by default), quoted as CSV quotes when needed.
 */
export interface AnkiFile {
  headers: string[]
  rows: string[][]
  /** The line of the file each row starts on. */
  lines: number[]
  /** Columns that are not the note's fields (tags, deck, note type, guid): ignored by default. */
  metaColumns: number[]
}

const NAMED_SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
}

/** Whether `text` starts like an Anki export (its header lines). */
export function isAnkiText(text: string): boolean {
  return /^#(separator|html|columns|notetype|deck|tags)[^:\n]*:/i.test(text)
}

/** Anki's header lines, and the notes after them, read one at a time. */
export interface AnkiSource {
  /** The names of the columns known from `#columns:` (others are named when seen). */
  columns: string[] | null
  metaColumns: number[]
  /** The notes, HTML fields already Markdown; each time called, from the start. */
  notes(): Generator<DelimitedRow>
}

export function readAnki(text: string): AnkiSource {
  let separator = '\t'
  let isHtml = false
  let columns: string[] | null = null
  const meta = new Set<number>()
  let start = 0
  let at = 0
  for (;;) {
    const end = text.indexOf('\n', at)
    const raw = text.slice(at, end === -1 ? text.length : end).replace(/\r$/, '')
    const match = /^#([^:]+):(.*)$/.exec(raw)
    if (!match) break
    const key = (match[1] ?? '').trim().toLowerCase()
    const value = (match[2] ?? '').trim()
    if (key === 'separator')
      separator = NAMED_SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : '\t')
    else if (key === 'html') isHtml = value.toLowerCase() === 'true'
    else if (key === 'columns') columns = value.split(separator).map((name) => name.trim())
    else if (/ column$/.test(key)) {
      const index = Number.parseInt(value, 10)
      if (Number.isInteger(index) && index > 0) meta.add(index - 1)
    }
    start++
    if (end === -1) {
      at = text.length
      break
    }
    at = end + 1
  }
  const body = text.slice(at)
  return {
    columns,
    metaColumns: [...meta].sort((a, b) => a - b),
    *notes() {
      // Lines counted in the file, rows' and a misplaced quote's alike.
      for (const { cells, line } of delimitedRows(body, separator, start + 1))
        yield {
          cells: isHtml
            ? cells.map((field, index) => (meta.has(index) ? field : htmlToMarkdown(field)))
            : cells,
          line,
        }
    },
  }
}

/** The column names of an Anki file: `#columns:`, else Anki's own (Front, Back, Field 3…). */
export function ankiHeaders(source: AnkiSource, width: number): string[] {
  const meta = new Set(source.metaColumns)
  const count = Math.max(source.columns?.length ?? 0, width)
  return Array.from({ length: count }, (_, index) => source.columns?.[index] || defaultName(index, meta))
}

/** The whole file at once (for tests and small files). */
export function parseAnki(text: string): AnkiFile {
  const source = readAnki(text)
  const notes = [...source.notes()]
  const width = Math.max(0, ...notes.map((note) => note.cells.length))
  return {
    headers: ankiHeaders(source, width),
    rows: notes.map((note) => note.cells),
    lines: notes.map((note) => note.line),
    metaColumns: source.metaColumns,
  }
}

/** Anki's own names for a Basic note: Front, then Back; the rest numbered. */
function defaultName(index: number, meta: Set<number>): string {
  if (meta.has(index)) return `Column ${index + 1}`
  return index === 0 ? 'Front' : index === 1 ? 'Back' : `Field ${index + 1}`
}
