import type { FieldIssue } from '../../../shared/errors'
import {
  type Encoding,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportField,
  type ImportFormat,
  type ImportOptions,
  SEPARATOR_CHARS,
  SEPARATOR_NAMES,
  type SeparatorName,
} from '../../../shared/imports'
import { AppError } from '../../lib/app-error'
import { excerpt } from '../../lib/clip'
import { isAnkiText, parseAnki } from './anki'
import { mapHeaders } from './columns'
import { DecodeError, decodeFile } from './decode'
import { DelimitedError, guessSeparator, parseDelimited, unguardFormula } from './delimited'
import { type ImportRow, jsonRows, mapRows } from './rows'

/** A file read into rows through a mapping: every way in ends here, before any check. */
export interface Source {
  format: ImportFormat
  encoding: Encoding
  encodingBy: 'bom' | 'detected' | 'chosen'
  separator: SeparatorName | null
  header: boolean
  columns: ImportColumn[]
  rows: ImportRow[]
  /** Where row `index` starts in the file (its line), for messages. */
  lines: number[]
  /** For JSON: the path of row `index` (`sections.0.points.3`). */
  paths?: string[]
}

const unreadable = (details: FieldIssue[]) => new AppError('IMPORT_UNREADABLE', undefined, details)

function decode(bytes: Uint8Array, options: ImportOptions) {
  try {
    return decodeFile(bytes, options.encoding === 'auto' ? undefined : options.encoding)
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error
    const code = error.encoding === 'binary' ? 'import-binary' : 'import-encoding'
    throw unreadable([{ path: 'file', code }])
  }
}

function formatOf(text: string, options: ImportOptions): ImportFormat {
  if (options.format !== 'auto') return options.format
  if (/^\s*[{[]/.test(text)) return 'json'
  return isAnkiText(text) ? 'anki' : 'delimited'
}

function separatorName(char: string): SeparatorName | null {
  return SEPARATOR_NAMES.find((name) => SEPARATOR_CHARS[name] === char) ?? null
}

/** A row with nothing in it but spaces is no row (the sheet's trailing blank lines). */
const hasContent = (cells: string[]) => cells.some((cell) => cell.trim() !== '')

/** Without names to go by: the first column is the card's front (title), the second its back. */
function positionalMapping(width: number, skip: ReadonlySet<number> = new Set()): (ImportField | null)[] {
  const order: ImportField[] = ['title', 'hiddenContent']
  return Array.from({ length: width }, (_, column) => (skip.has(column) ? null : (order.shift() ?? null)))
}

function columnsOf(names: string[], mapping: (ImportField | null)[], rows: string[][]): ImportColumn[] {
  return names.map((name, column) => ({
    name,
    field: mapping[column] ?? null,
    samples: rows
      .slice(0, 50)
      .map((row) => row[column]?.trim() ?? '')
      .filter(Boolean)
      .slice(0, 3)
      .map((value) => excerpt(value, 60)),
  }))
}

/** A mapping the person chose, fitted to the columns there are (extra columns are ignored). */
function chosenMapping(width: number, options: ImportOptions): (ImportField | null)[] | null {
  if (!options.mapping) return null
  return Array.from({ length: width }, (_, column) => options.mapping?.[column] ?? null)
}

/**
 * Whether a first row names the columns: it names the title column, or two known columns. One
 * known word alone ("answer", "text") is as likely a card as a header.
 */
function looksLikeHeader(first: string[]): boolean {
  const fields = mapHeaders(first).filter((field) => field !== null)
  return fields.includes('title') || fields.length >= 2
}

function tooMany(count: number) {
  if (count > IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY_ROWS')
}

function readDelimited(text: string, options: ImportOptions): Omit<Source, 'encoding' | 'encodingBy'> {
  const separator = options.separator === 'auto' ? guessSeparator(text) : SEPARATOR_CHARS[options.separator]
  const lines: number[] = []
  let table: string[][]
  try {
    table = parseDelimited(text, separator, lines)
  } catch (error) {
    if (!(error instanceof DelimitedError)) throw error
    throw unreadable([{ path: 'file', code: 'import-unterminated-quote', line: error.line }])
  }
  const first = table[0] ?? []
  const hasHeader = options.header === 'yes' || (options.header === 'auto' && looksLikeHeader(first))
  const body = hasHeader ? table.slice(1) : table
  const bodyLines = hasHeader ? lines.slice(1) : lines
  const width = Math.max(first.length, ...body.slice(0, 1000).map((row) => row.length))
  const names = Array.from({ length: width }, (_, column) =>
    hasHeader ? first[column]?.trim() || `#${column + 1}` : `#${column + 1}`,
  )
  const byName = hasHeader ? mapHeaders(names) : []
  const mapping =
    chosenMapping(width, options) ?? (byName.some((field) => field) ? byName : positionalMapping(width))
  const kept = body.flatMap((row, index) => (hasContent(row) ? [index] : []))
  tooMany(kept.length)
  const cells = kept.map((index) => body[index] as string[])
  return {
    format: 'delimited',
    separator: separatorName(separator),
    header: hasHeader,
    columns: columnsOf(
      names,
      mapping,
      cells.slice(0, 50).map((row) => row.map(unguardFormula)),
    ),
    rows: mapRows(cells, mapping, unguardFormula),
    lines: kept.map((index) => bodyLines[index] as number),
  }
}

function readAnki(text: string, options: ImportOptions): Omit<Source, 'encoding' | 'encodingBy'> {
  let anki: ReturnType<typeof parseAnki>
  try {
    anki = parseAnki(text)
  } catch (error) {
    if (!(error instanceof DelimitedError)) throw error
    throw unreadable([{ path: 'file', code: 'import-unterminated-quote', line: error.line }])
  }
  const meta = new Set(anki.metaColumns)
  const width = anki.headers.length
  const byName = mapHeaders(anki.headers).map((field, column) => (meta.has(column) ? null : field))
  const mapping =
    chosenMapping(width, options) ?? (byName.some((field) => field) ? byName : positionalMapping(width, meta))
  const kept = anki.rows.flatMap((row, index) => (hasContent(row) ? [index] : []))
  tooMany(kept.length)
  const cells = kept.map((index) => anki.rows[index] as string[])
  return {
    format: 'anki',
    separator: null,
    header: false,
    columns: columnsOf(anki.headers, mapping, cells),
    rows: mapRows(cells, mapping),
    lines: kept.map((index) => anki.lines[index] as number),
  }
}

function readJson(text: string): Omit<Source, 'encoding' | 'encodingBy'> {
  const { rows, paths, issues } = jsonRows(text)
  if (issues.length > 0) throw unreadable(issues.slice(0, 200))
  tooMany(rows.length)
  return {
    format: 'json',
    separator: null,
    header: false,
    columns: [],
    rows,
    lines: rows.map((_, index) => index + 1),
    paths,
  }
}

/**
 * The rows of an uploaded file: decoded, its format told (JSON, Anki text, or delimited text
 * with a header or without), mapped to point fields. Refuses what cannot be read with the
 * reason (and the line), an empty file and more than 100,000 rows.
 */
export function readSource(bytes: Uint8Array, options: ImportOptions): Source {
  const decoded = decode(bytes, options)
  const text = decoded.text
  if (text.trim() === '') throw new AppError('IMPORT_EMPTY')
  const format = formatOf(text, options)
  const read =
    format === 'json'
      ? readJson(text)
      : format === 'anki'
        ? readAnki(text, options)
        : readDelimited(text, options)
  if (read.rows.length === 0) throw new AppError('IMPORT_EMPTY')
  return { ...read, encoding: decoded.encoding, encodingBy: decoded.by }
}
