import type { ErrorCode } from '../../../shared/errors'
import type {
  AgentResult,
  ImportEvent,
  ImportOptionsInput,
  ImportPreview,
  ImportResult,
} from '../../../shared/imports'
import { ApiError, http, toApiError } from '../../lib/api'
import { apiUrl } from '../../lib/platform'
import { authHeaders, sessionMode } from '../session/session'

/** Where a long import or generation is: the upload, then the server's phases. */
export interface Progress {
  phase: 'upload' | 'check' | 'write' | 'generate'
  done: number
  total: number
}

interface ImportCall {
  dryRun: boolean
  onProgress?: (progress: Progress) => void
  signal?: AbortSignal
}

const ABORTED = () => new DOMException('The import was cancelled', 'AbortError')

function errorOfLine(event: Extract<ImportEvent, { type: 'error' }>, status = 400): ApiError {
  const { code, message, details } = event.error
  return new ApiError(status, code as ErrorCode, message, details ?? [])
}

/** The lines of a newline-delimited JSON text so far, and what is left of an unfinished line. */
function splitLines(buffer: string): { lines: ImportEvent[]; rest: string } {
  const parts = buffer.split('\n')
  const rest = parts.pop() ?? ''
  return { lines: parts.filter((line) => line.trim()).map((line) => JSON.parse(line) as ImportEvent), rest }
}

/** The import's options as its query string, with `dryRun` when only previewing. */
function queryOf(options: ImportOptionsInput, dryRun: boolean): string {
  const query = new URLSearchParams()
  // What the server would assume anyway stays out of the address.
  for (const [key, value] of Object.entries(options))
    if (value !== undefined && value !== '' && value !== 'auto' && value !== '0')
      query.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : value)
  if (dryRun) query.set('dryRun', '1')
  return query.toString()
}

/**
 * Sends a file to the import: with XMLHttpRequest, the one browser API that reports upload
 * progress, reading the answer's progress lines as they arrive. Resolves with the preview (dry
 * run) or the result; rejects with an ApiError, or an AbortError once `signal` aborts.
 */
export function sendImport(
  bookId: string,
  file: Blob,
  options: ImportOptionsInput,
  call: ImportCall,
): Promise<ImportPreview | ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(
      'POST',
      apiUrl(`/api/books/${encodeURIComponent(bookId)}/import?${queryOf(options, call.dryRun)}`),
    )
    xhr.setRequestHeader('Accept', 'application/x-ndjson')
    // The file is the body, as it is: no multipart envelope for the server to unpack.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value)
    xhr.withCredentials = sessionMode() !== 'bearer'
    let seen = 0
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      outcome()
    }
    const readLines = () => {
      if (xhr.status !== 200) return
      // The text so far, from the first line not yet read; an unfinished last line waits.
      const text = xhr.responseText
      const { lines, rest } = splitLines(text.slice(seen))
      seen = text.length - rest.length
      for (const line of lines) {
        if (line.type === 'progress' && line.phase !== 'generate')
          call.onProgress?.({ phase: line.phase, done: line.done, total: line.total })
        else if (line.type === 'preview') finish(() => resolve(line.preview))
        else if (line.type === 'result') finish(() => resolve(line.result))
        else if (line.type === 'error') finish(() => reject(errorOfLine(line)))
      }
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        call.onProgress?.({ phase: 'upload', done: event.loaded, total: event.total })
    }
    xhr.onprogress = readLines
    xhr.onload = async () => {
      if (xhr.status !== 200) {
        const response = new Response(xhr.responseText, {
          status: xhr.status,
          headers: { 'Retry-After': xhr.getResponseHeader('Retry-After') ?? '' },
        })
        const error = await toApiError(response)
        finish(() => reject(error))
        return
      }
      readLines()
      finish(() => reject(new ApiError(0, 'NETWORK', 'The answer ended early')))
    }
    xhr.onerror = () => finish(() => reject(new ApiError(0, 'NETWORK', 'Network error')))
    xhr.onabort = () => finish(() => reject(ABORTED()))
    if (call.signal?.aborted) return reject(ABORTED())
    call.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}

/** The book agent: the material in, proposed points out, with the characters received so far. */
export async function askAgent(
  bookId: string,
  text: string,
  call: { onProgress?: (received: number) => void; signal?: AbortSignal },
): Promise<AgentResult> {
  let response: Response
  try {
    response = await http.fetch(`/api/books/${encodeURIComponent(bookId)}/agent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({ text }),
      signal: call.signal ?? null,
    })
  } catch (error) {
    if (call.signal?.aborted) throw ABORTED()
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  if (!response.ok || !response.body) throw await toApiError(response)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      const { lines, rest } = splitLines(buffer + value)
      buffer = rest
      for (const line of lines) {
        if (line.type === 'progress') call.onProgress?.(line.done)
        else if (line.type === 'agent') return line.result
        else if (line.type === 'error') throw errorOfLine(line, 502)
      }
    }
  } catch (error) {
    if (call.signal?.aborted) throw ABORTED()
    if (error instanceof ApiError) throw error
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error')
  }
  throw new ApiError(0, 'NETWORK', 'The answer ended early')
}
