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
import { points } from '../../records/point.table'
import { bookFactsFor } from '../books/book.lookup'
import { canEditPoint } from '../points/point.policy'
import { startAppend } from '../points/point-order'
import type { ImportReaders, ReadFile, SourceFacts } from './import-reading'

export type ImportPhase = 'check' | 'write'

export interface ImportRun {
  /** Whether to stop after the preview (`?dryRun=1`). */
  dryRun: boolean
  onProgress?: (phase: ImportPhase, done: number, total: number) => void | Promise<void>
  /** The client went away: stop, and write nothing. */
  signal?: AbortSignal
}

/** Rows tallied between two progress reports (and two turns of the event loop). */
const PROGRESS_EVERY = 5000
/** Points a commit sends to the database at once. */
const WRITE_BATCH = 500

async function existingTitles(db: Db, bookId: string): Promise<Set<string>> {
  const rows = await db.select({ title: points.title }).from(points).where(eq(points.bookId, bookId))
  return new Set(rows.map((row) => row.title))
}

export interface PreparedImport {
  bookId: string
  file: ReadFile
  options: ImportOptions
}

/**
 * The first half of an import, which answers with its own status when it fails: may the caller
 * add points to the book (owner or editor), and can the file be read into rows (on a reading
 * thread of its own, import-reading.ts, which runImport ends).
 */
export async function prepareImport(
  db: Db,
  readers: ImportReaders,
  actor: Actor,
  bookId: string,
  bytes: Uint8Array,
  options: ImportOptions,
  signal?: AbortSignal,
): Promise<PreparedImport> {
  const { facts } = await bookFactsFor(db, actor, bookId, canEditPoint)
  return { bookId: facts.id, file: await readers.read(bytes, options, signal), options }
}

/** What reading every row found: the preview's counts, issues and first points. */
interface Tally {
  issues: ImportIssue[]
  issueCount: number
  importCount: number
  skippedEmpty: number
  skippedExisting: number
  sample: PointCreateInput[]
}

/**
 * Reads every row once, checking each with the point form's schema; `write` gets the
 * importable points in batches while no row has failed.
 */
async function readRows(
  { file, options }: PreparedImport,
  run: ImportRun,
  titles: Set<string> | null,
  write?: (batch: PointCreateInput[]) => Promise<void>,
): Promise<Tally> {
  const tally: Tally = {
    issues: [],
    issueCount: 0,
    importCount: 0,
    skippedEmpty: 0,
    skippedExisting: 0,
    sample: [],
  }
  const phase = write ? 'write' : 'check'
  let batch: PointCreateInput[] = []
  let done = 0
  const { source } = file
  for await (const { check: checked, line, path } of file.rows()) {
    done++
    if (checked === 'empty') tally.skippedEmpty++
    else if ('issues' in checked) {
      tally.issueCount += checked.issues.length
      for (const { field, code } of checked.issues)
        if (tally.issues.length < PREVIEW_ISSUES) {
          const at = path && `${path}.${EXPORT_HEADERS[field as ImportField] ?? field}`
          tally.issues.push(at ? { row: line, field, code, path: at } : { row: line, field, code })
        }
    } else {
      const point = options.section
        ? { ...checked.point, sectionTitle: options.section, sectionDescription: '' }
        : checked.point
      if (titles?.has(point.title)) tally.skippedExisting++
      else {
        tally.importCount++
        if (tally.sample.length < PREVIEW_ROWS) tally.sample.push(point)
        if (write && tally.issueCount === 0) batch.push(point)
      }
    }
    if (write && batch.length >= WRITE_BATCH) {
      await write(batch)
      batch = []
    }
    if (done % PROGRESS_EVERY === 0) {
      run.signal?.throwIfAborted()
      await run.onProgress?.(phase, done, source.rowCount)
      // Lets the progress line leave and other requests run between batches.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  if (write && tally.issueCount === 0) await write(batch)
  run.signal?.throwIfAborted()
  await run.onProgress?.(phase, done, source.rowCount)
  return tally
}

function previewOf(source: SourceFacts, tally: Tally): ImportPreview {
  return {
    format: source.format,
    encoding: source.encoding,
    encodingBy: source.encodingBy,
    separator: source.separator,
    header: source.header,
    columns: source.columns,
    rowCount: source.rowCount,
    importCount: tally.issueCount > 0 ? 0 : tally.importCount,
    skippedEmpty: tally.skippedEmpty,
    skippedExisting: tally.skippedExisting,
    sample: tally.sample,
    issues: tally.issues,
    issueCount: tally.issueCount,
  }
}

/**
 * The second half: each row as the point form's schema judged it and, unless it is a dry run,
 * all added in one transaction, written batch by batch as they come, or none when any row has
 * an error or anything fails (the client leaving included). Ends the file's reading thread.
 */
export async function runImport(
  db: Db,
  prepared: PreparedImport,
  run: ImportRun,
): Promise<ImportPreview | ImportResult> {
  try {
    return await tallyOrWrite(db, prepared, run)
  } finally {
    prepared.file.close()
  }
}

async function tallyOrWrite(db: Db, prepared: PreparedImport, run: ImportRun) {
  const { bookId, file, options } = prepared
  const { source } = file
  if (run.dryRun) {
    const titles = options.skipExisting ? await existingTitles(db, bookId) : null
    return previewOf(source, await readRows(prepared, run, titles))
  }
  return db.transaction(async (tx) => {
    const appender = await startAppend(tx, bookId)
    // Read after the lock: the titles no other write can change until this one ends.
    const titles = options.skipExisting ? await existingTitles(tx, bookId) : null
    const tally = await readRows(prepared, run, titles, (batch) => appender.add(batch))
    if (tally.issueCount > 0) {
      const details = tally.issues.map((issue) => ({
        path: issue.path ?? `rows.${issue.row}.${issue.field}`,
        code: issue.code,
      }))
      throw new AppError('IMPORT_INVALID_ROWS', undefined, details)
    }
    const created = await appender.finish()
    return { ...previewOf(source, tally), created }
  })
}
