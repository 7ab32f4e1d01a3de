import { and, asc, eq, sql } from 'drizzle-orm'
import { EXPORT_HEADERS, IMPORT_FIELDS, type ImportedPoint } from '../../../shared/imports'
import type { Db } from '../../db/client'
import type { Actor } from '../../http/env'
import { points } from '../../records/point.table'
import { readBookFacts } from '../books/book.lookup'
import { delimitedField, guardFormula } from './delimited'

/** Points read per query while a book is written out: a 100,000-point book never sits in memory. */
const EXPORT_BATCH = 1000

/** Every point of the book in order, a batch at a time. */
export async function* bookPoints(db: Db, bookId: string): AsyncGenerator<ImportedPoint[]> {
  let after: { position: number; id: string } | null = null
  for (;;) {
    const rows: (ImportedPoint & { position: number; id: string })[] = await db
      .select({
        id: points.id,
        position: points.position,
        title: points.title,
        description: points.description,
        content: points.content,
        hiddenContent: points.hiddenContent,
        sectionTitle: points.sectionTitle,
        sectionDescription: points.sectionDescription,
        majorName: points.majorName,
        fieldName: points.fieldName,
      })
      .from(points)
      .where(
        and(
          eq(points.bookId, bookId),
          after
            ? sql`(${points.position}, ${points.id}) > (${after.position}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(points.position), asc(points.id))
      .limit(EXPORT_BATCH)
    if (rows.length > 0) yield rows
    if (rows.length < EXPORT_BATCH) return
    const last = rows[rows.length - 1] as { position: number; id: string }
    after = { position: last.position, id: last.id }
  }
}

function toStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const iterator = chunks[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

const CRLF = '\r\n'

/** RFC 4180 with a BOM (Excel then reads UTF-8), formula-looking cells guarded. */
export async function* csvLines(batches: AsyncIterable<ImportedPoint[]>): AsyncGenerator<string> {
  yield `\uFEFF${IMPORT_FIELDS.map((field) => EXPORT_HEADERS[field]).join(',')}${CRLF}`
  for await (const batch of batches)
    yield batch
      .map(
        (point) => IMPORT_FIELDS.map((field) => delimitedField(guardFormula(point[field]))).join(',') + CRLF,
      )
      .join('')
}

/** The import's JSON shape, a section per run of points with one section title. */
export async function* jsonText(batches: AsyncIterable<ImportedPoint[]>): AsyncGenerator<string> {
  yield '{"sections":['
  let section: string | null = null
  for await (const batch of batches) {
    let out = ''
    for (const point of batch) {
      if (section !== point.sectionTitle) {
        if (section !== null) out += ']},'
        section = point.sectionTitle
        out += `\n{"title":${JSON.stringify(point.sectionTitle)},"description":${JSON.stringify(point.sectionDescription)},"points":[`
      } else out += ','
      out += `\n${JSON.stringify({
        title: point.title,
        description: point.description,
        content: point.content,
        hidden_content: point.hiddenContent,
        major_name: point.majorName,
        field_name: point.fieldName,
      })}`
    }
    yield out
  }
  yield section === null ? ']}\n' : ']}\n]}\n'
}

/** A file the server sends as a download: its name, type and contents, streamed. */
export interface Download {
  name: string
  type: string
  stream: ReadableStream<Uint8Array>
}

const BOOK_FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', write: csvLines },
  json: { type: 'application/json; charset=utf-8', write: jsonText },
}

/** A book anyone may read, as CSV or JSON, named by its slug. */
export async function exportBook(
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  format: keyof typeof BOOK_FORMATS,
): Promise<Download> {
  const { facts } = await readBookFacts(db, actor, idOrSlug)
  const { type, write } = BOOK_FORMATS[format]
  return { name: `${facts.slug}.${format}`, type, stream: toStream(write(bookPoints(db, facts.id))) }
}
