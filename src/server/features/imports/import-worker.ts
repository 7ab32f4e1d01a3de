import { parentPort } from 'node:worker_threads'
import { AppError } from '../../lib/app-error'
import type { CheckedSourceRow, FromReader, ToReader } from './import-reading'
import { readSource, type SourceRow } from './import-source'
import { checkRow } from './rows'

/**
 * An import's reading thread (import-reading.ts starts and keeps it): decodes the file, tells
 * its format, maps and counts its rows, then checks them in batches as the request asks for
 * them, so none of that CPU work holds up the server's other requests. One file at a time.
 */
const port = parentPort
if (!port) throw new Error('import-worker.ts runs as a worker thread')

const BATCH = 1000
let rows: Iterator<SourceRow> | null = null

function nextBatch(): FromReader {
  const batch: CheckedSourceRow[] = []
  while (rows && batch.length < BATCH) {
    const next = rows.next()
    if (next.done) return { type: 'rows', rows: batch, done: true }
    const { row, line, path } = next.value
    batch.push(path === undefined ? { line, check: checkRow(row) } : { line, path, check: checkRow(row) })
  }
  return { type: 'rows', rows: batch, done: !rows }
}

port.on('message', (message: ToReader) => {
  try {
    if (message.type === 'read') {
      const { rows: read, ...facts } = readSource(message.bytes, message.options)
      rows = read()[Symbol.iterator]()
      port.postMessage({ type: 'source', source: facts } satisfies FromReader)
    } else if (message.type === 'drop') rows = null
    else port.postMessage(nextBatch())
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    port.postMessage({ type: 'refused', code: error.code, details: error.details } satisfies FromReader)
  }
})
