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
import { ankiHeaders, isAnkiText, readAnki } from './anki'
import { mapHeaders } from './columns'
import { DecodeError, decodeFile } from './decode'
import { DelimitedError, type DelimitedRow, delimitedRows, guessSeparator, unguardFormula } from './delimited'
import { type ImportRow, jsonRows, mapRow } from './rows'

/** A file read into rows through a mapping: every way in ends here, before any check. */
export interface Source {
  format: ImportFormat
  encoding: Encoding
  encodingBy: 'bom' | 'detected' | 'chosen'
  separator: SeparatorName | null
  header: boolean
  columns: ImportColumn[]
  /** Rows with anything in them (counted when the file was read, so a bad file fails early). */
  rowCount: number
  /**
   * The rows one at a time, from the start each time it is called: the file's text is kept,
   * never all its rows, so a 100,000-row import holds little more than the file itself.
   */
  rows(): Iterable<SourceRow>
}

export interface SourceRow {
  row: ImportRow
  /** The line of the file where the row starts, for messages. */
  line: number
  /** For JSON: the path of the point (`sections.0.points.3`). */
  path?: string
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

/** A quote in the wrong place (delimited.ts), as the file's problem on the line it opens. */
const quoteProblem = (error: unknown) => {
  if (!(error instanceof DelimitedError)) return error
  return unreadable([{ path: 'file', code: `import-${error.code}`, line: error.line }])
}

/** The first rows, to name and map the columns by (the rest are read as they are needed). */
const PEEK = 1000

function peek(rows: () => Generator<DelimitedRow>): DelimitedRow[] {
  const first: DelimitedRow[] = []
  try {
    for (const row of rows()) {
      first.push(row)
      if (first.length >= PEEK) break
    }
  } catch (error) {
    throw quoteProblem(error)
  }
  return first
}

/** Reads every row once, keeping none: the count of rows with content, or the reason it cannot be read. */
function countRows(rows: () => Generator<DelimitedRow>, skip: number): number {
  let count = 0
  let seen = 0
  try {
    for (const { cells } of rows()) {
      if (seen++ < skip || !hasContent(cells)) continue
      count++
      tooMany(count)
    }
  } catch (error) {
    throw quoteProblem(error)
  }
  return count
}

type Read = Omit<Source, 'encoding' | 'encodingBy'>

function mappedRows(
  rows: () => Generator<DelimitedRow>,
  skip: number,
  mapping: (ImportField | null)[],
  read?: (cell: string) => string,
): () => Generator<SourceRow> {
  return function* () {
    let seen = 0
    for (const { cells, line } of rows()) {
      if (seen++ < skip || !hasContent(cells)) continue
      yield { row: mapRow(cells, mapping, read), line }
    }
  }
}

function readDelimited(text: string, options: ImportOptions): Read {
  const separator = options.separator === 'auto' ? guessSeparator(text) : SEPARATOR_CHARS[options.separator]
  const rows = () => delimitedRows(text, separator)
  const first = peek(rows)
  const firstCells = first[0]?.cells ?? []
  const hasHeader = options.header === 'yes' || (options.header === 'auto' && looksLikeHeader(firstCells))
  const skip = hasHeader ? 1 : 0
  const body = first.slice(skip).map((row) => row.cells)
  const width = Math.max(firstCells.length, ...body.map((cells) => cells.length))
  const names = Array.from({ length: width }, (_, column) =>
    hasHeader ? firstCells[column]?.trim() || `#${column + 1}` : `#${column + 1}`,
  )
  const byName = hasHeader ? mapHeaders(names) : []
  const mapping =
    chosenMapping(width, options) ?? (byName.some((field) => field) ? byName : positionalMapping(width))
  const samples = body.filter(hasContent).slice(0, 50)
  return {
    format: 'delimited',
    separator: separatorName(separator),
    header: hasHeader,
    columns: columnsOf(
      names,
      mapping,
      samples.map((cells) => cells.map(unguardFormula)),
    ),
    rowCount: countRows(rows, skip),
    rows: mappedRows(rows, skip, mapping, unguardFormula),
  }
}

function readAnkiText(text: string, options: ImportOptions): Read {
  const anki = readAnki(text)
  const rows = () => anki.notes()
  const first = peek(rows)
  const headers = ankiHeaders(anki, Math.max(0, ...first.map((row) => row.cells.length)))
  const meta = new Set(anki.metaColumns)
  const width = headers.length
  const byName = mapHeaders(headers).map((field, column) => (meta.has(column) ? null : field))
  const mapping =
    chosenMapping(width, options) ?? (byName.some((field) => field) ? byName : positionalMapping(width, meta))
  return {
    format: 'anki',
    separator: null,
    header: false,
    columns: columnsOf(
      headers,
      mapping,
      first
        .map((row) => row.cells)
        .filter(hasContent)
        .slice(0, 50),
    ),
    rowCount: countRows(rows, 0),
    rows: mappedRows(rows, 0, mapping),
  }
}

function readJson(text: string): Read {
  const { rows, paths, issues } = jsonRows(text)
  if (issues.length > 0) throw unreadable(issues.slice(0, 200))
  tooMany(rows.length)
  return {
    format: 'json',
    separator: null,
    header: false,
    columns: [],
    rowCount: rows.length,
    *rows() {
      for (const [index, row] of rows.entries()) yield { row, line: index + 1, path: paths[index] }
    },
  }
}

/**
 * A file ready to import: decoded, its format told (JSON, Anki text, or delimited text with a
 * header or without), its columns mapped to point fields, its rows counted. Refuses what cannot
 * be read with the reason (and the line), an empty file and more than 100,000 rows.
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
        ? readAnkiText(text, options)
        : readDelimited(text, options)
  if (read.rowCount === 0) throw new AppError('IMPORT_EMPTY')
  return { ...read, encoding: decoded.encoding, encodingBy: decoded.by }
}
