import { eq } from 'drizzle-orm'
import {
  EXPORT_HEADERS,
  type ImportField,
  type ImportIssue,
  type ImportOptions,
  type ImportPreview,
  type ImportResult,
  PREVIEW_ISSUES,
  PREVIEW_ROWS,
} from '../../../shared/imports'
import type { PointCreateInput } from '../../../shared/points'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { AppError } from '../../lib/app-error'
import { bookFactsFor } from '../books/book.lookup'
import { canEditPoint } from '../points/point.policy'
import { points } from '../points/point.table'
import { appendPoints } from '../points/point-order'
import { readSource, type Source } from './import-source'
import { checkRows } from './rows'

export type ImportPhase = 'check' | 'write'

export interface ImportRun {
  /** Whether to stop after the preview (`?dryRun=1`). */
  dryRun: boolean
  onProgress?: (phase: ImportPhase, done: number, total: number) => void | Promise<void>
  /** The client went away: stop, and write nothing. */
  signal?: AbortSignal
}

/** Rows checked between two progress reports (and two turns of the event loop). */
const CHECK_BATCH = 5000

async function check(source: Source, run: ImportRun) {
  const valid: PointCreateInput[] = []
  const issues: ImportIssue[] = []
  let skippedEmpty = 0
  const total = source.rows.length
  for (let start = 0; start < total; start += CHECK_BATCH) {
    run.signal?.throwIfAborted()
    const checked = checkRows(source.rows.slice(start, start + CHECK_BATCH), (index) => start + index)
    valid.push(...checked.points)
    skippedEmpty += checked.skipped
    for (const issue of checked.issues) {
      const at = source.paths?.[issue.row]
      const path = at && `${at}.${EXPORT_HEADERS[issue.field as ImportField] ?? issue.field}`
      const row = source.lines[issue.row] ?? 0
      issues.push(path ? { row, field: issue.field, code: issue.code, path } : { ...issue, row })
    }
    await run.onProgress?.('check', Math.min(start + CHECK_BATCH, total), total)
    // Lets the progress line leave and other requests run between batches.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { valid, issues, skippedEmpty }
}

async function existingTitles(db: Db, bookId: string): Promise<Set<string>> {
  const rows = await db.select({ title: points.title }).from(points).where(eq(points.bookId, bookId))
  return new Set(rows.map((row) => row.title))
}

export interface PreparedImport {
  bookId: string
  source: Source
  options: ImportOptions
}

/**
 * The first half of an import, which answers with its own status when it fails: may the caller
 * add points to the book (owner or editor), and can the file be read into rows.
 */
export async function prepareImport(
  db: Db,
  actor: Actor,
  bookId: string,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<PreparedImport> {
  const { facts } = await bookFactsFor(db, actor, bookId, canEditPoint)
  return { bookId: facts.id, source: readSource(bytes, options), options }
}

/**
 * The second half: check each row with the point form's schema and, unless it is a dry run,
 * add them all in one transaction, or none when any row has an error or anything fails.
 */
export async function runImport(
  db: Db,
  { bookId, source, options }: PreparedImport,
  run: ImportRun,
): Promise<ImportPreview | ImportResult> {
  const { valid, issues, skippedEmpty } = await check(source, run)
  const rowCount = source.rows.length
  // The checked points are all that is needed from here: the mapped rows can go.
  source.rows = []
  let importable = valid
  if (options.section)
    importable = importable.map((point) => ({
      ...point,
      sectionTitle: options.section,
      sectionDescription: '',
    }))
  let skippedExisting = 0
  if (options.skipExisting) {
    const titles = await existingTitles(db, bookId)
    importable = importable.filter((point) => !titles.has(point.title))
    skippedExisting = valid.length - importable.length
  }
  const preview: ImportPreview = {
    format: source.format,
    encoding: source.encoding,
    encodingBy: source.encodingBy,
    separator: source.separator,
    header: source.header,
    columns: source.columns,
    rowCount,
    importCount: issues.length > 0 ? 0 : importable.length,
    skippedEmpty,
    skippedExisting,
    sample: importable.slice(0, PREVIEW_ROWS),
    issues: issues.slice(0, PREVIEW_ISSUES),
    issueCount: issues.length,
  }
  if (run.dryRun) return preview
  if (issues.length > 0) {
    const details = issues
      .slice(0, PREVIEW_ISSUES)
      .map((issue) => ({ path: issue.path ?? `rows.${issue.row}.${issue.field}`, code: issue.code }))
    throw new AppError('IMPORT_INVALID_ROWS', undefined, details)
  }
  await db.transaction((tx) =>
    appendPoints(tx, bookId, importable, {
      signal: run.signal,
      onWritten: (done, total) => run.onProgress?.('write', done, total),
    }),
  )
  return { ...preview, created: importable.length }
}
