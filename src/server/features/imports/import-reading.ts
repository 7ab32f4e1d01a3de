import type { Worker } from 'node:worker_threads'
import type { ErrorCode, FieldIssue } from '../../../shared/errors'
import type { ImportOptions } from '../../../shared/imports'
import { AppError } from '../../lib/app-error'
import { createSemaphore } from '../../lib/semaphore'
import { startWorker } from '../../lib/worker'
import type { Source } from './import-source'
import type { checkRow } from './rows'

/** What reading a file found, before any row is checked (import-source.ts). */
export type SourceFacts = Omit<Source, 'rows'>

/** One row as the point form's schema judged it, with where it is in the file. */
export interface CheckedSourceRow {
  line: number
  path?: string
  check: ReturnType<typeof checkRow>
}

export type ToReader =
  | { type: 'read'; bytes: Uint8Array; options: ImportOptions }
  | { type: 'more' }
  | { type: 'drop' }
export type FromReader =
  | { type: 'source'; source: SourceFacts }
  | { type: 'rows'; rows: CheckedSourceRow[]; done: boolean }
  | { type: 'refused'; code: ErrorCode; details?: FieldIssue[] }

/** A file being read on a thread: its facts, then its checked rows, once. */
export interface ReadFile {
  source: SourceFacts
  rows(): AsyncGenerator<CheckedSourceRow>
  /** The import is done, failed or abandoned: the thread is free again. Safe to call twice. */
  close(): void
}

export interface ImportReaders {
  read(bytes: Uint8Array, options: ImportOptions, signal?: AbortSignal): Promise<ReadFile>
  /** Ends every reading thread (shutdown). */
  close(): Promise<void>
}

const WORKER = new URL('./import-worker.ts', import.meta.url)
/**
 * A reading thread's heap: a 20 MB file is 40 MB of text and its rows a few hundred MB at most;
 * a file that would take more ends its thread, never the server.
 */
const HEAP_MB = 768

/** One thread and the question it is answering, if any. */
class Reader {
  readonly worker: Worker
  private alive = true
  private asking: ((answer: FromReader | Error) => void) | null = null

  constructor() {
    this.worker = startWorker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } })
    // An idle thread does not keep the process alive.
    this.worker.unref()
    this.worker.on('message', (answer: FromReader) => this.settle(answer))
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('IMPORT_TOO_LARGE') : error),
    )
    this.worker.once('exit', () => {
      this.alive = false
      this.settle(new AppError('SERVICE_UNAVAILABLE'))
    })
  }

  get isIdle(): boolean {
    return this.alive && this.asking === null
  }

  private settle(answer: FromReader | Error) {
    const asking = this.asking
    this.asking = null
    asking?.(answer)
  }

  ask(message: ToReader, transfer: ArrayBuffer[] = []): Promise<FromReader> {
    if (!this.alive) return Promise.reject(new AppError('SERVICE_UNAVAILABLE'))
    return new Promise((resolve, reject) => {
      this.asking = (answer) => {
        if (answer instanceof Error) reject(answer)
        else if (answer.type === 'refused') reject(new AppError(answer.code, undefined, answer.details))
        else resolve(answer)
      }
      this.worker.postMessage(message, transfer)
    })
  }
}

/**
 * Files read off the event loop (issue 42): an import's decoding, parsing and row checks run on
 * a reading thread, at most `threads` at a time per process and `queue` waiting; the request
 * only tallies the checked rows and writes them. Threads are kept for the next import.
 */
export function createImportReaders({ threads = 2, queue = 8 } = {}): ImportReaders {
  const slots = createSemaphore(threads, { maxWaiting: queue })
  const idle: Reader[] = []
  const all = new Set<Reader>()

  async function read(bytes: Uint8Array, options: ImportOptions, signal?: AbortSignal): Promise<ReadFile> {
    const release = await slots.acquire(signal)
    let reader = idle.pop()
    while (reader && !reader.isIdle) reader = idle.pop()
    reader ??= new Reader()
    all.add(reader)
    reader.worker.ref()
    let isOpen = true
    const close = () => {
      if (!isOpen) return
      isOpen = false
      signal?.removeEventListener('abort', close)
      release()
      // Between two questions the thread forgets the file and is kept; mid-answer it is ended.
      if (reader.isIdle) {
        reader.worker.postMessage({ type: 'drop' } satisfies ToReader)
        reader.worker.unref()
        idle.push(reader)
      } else {
        all.delete(reader)
        void reader.worker.terminate()
      }
    }
    signal?.addEventListener('abort', close, { once: true })
    const ask = (message: ToReader, transfer?: ArrayBuffer[]) =>
      isOpen
        ? reader.ask(message, transfer)
        : Promise.reject(signal?.reason ?? new AppError('SERVICE_UNAVAILABLE'))
    try {
      // The bytes move to the thread (no copy): the request is done with them.
      const copy =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice()
      const first = await ask({ type: 'read', bytes: copy, options }, [copy.buffer as ArrayBuffer])
      if (first.type !== 'source') throw new Error(`import reader answered ${first.type}`)
      return {
        source: first.source,
        close,
        async *rows() {
          // The thread checks the next batch while this one is tallied and written. The batch
          // asked ahead may fail unawaited — the import stopped (the client left, the reading
          // closed) before wanting it — so its failure is marked seen here; awaited, it still
          // throws.
          const askAhead = () => {
            const asked = ask({ type: 'more' })
            asked.catch(() => undefined)
            return asked
          }
          let pending: Promise<FromReader> | null = askAhead()
          while (pending) {
            const next: FromReader = await pending
            if (next.type !== 'rows') throw new Error(`import reader answered ${next.type}`)
            pending = next.done ? null : askAhead()
            yield* next.rows
          }
        },
      }
    } catch (error) {
      close()
      throw error
    }
  }

  return {
    read,
    async close() {
      const readers = [...all]
      all.clear()
      idle.length = 0
      await Promise.all(readers.map((reader) => reader.worker.terminate()))
    },
  }
}

declare module '../../http/env' {
  interface AppDeps {
    /** The threads imports read their files on. */
    importReaders: ImportReaders
  }
}
