import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { IMPORT_MAX_BYTES } from '../../../shared/import-constants'
import {
  AgentInput,
  AgentResultSchema,
  ImportPreviewSchema,
  ImportQuery,
  ImportResultSchema,
} from '../../../shared/imports'
import { BookParam } from '../../../shared/path-params'
import { V } from '../../../shared/validation'
import { access } from '../../http/access'
import { actorOf } from '../../http/actor'
import type { AppEnv } from '../../http/env'
import { eventStream, wantsEvents } from '../../http/ndjson'
import { errors, json, jsonBody, jsonOrProgress } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { proposePoints } from './agent.service'
import { type Download, exportBook } from './export.service'
import { prepareImport, runImport } from './import.service'
import { exportMyData } from './my-data.service'
import { JsonImport } from './rows'

const params = z.object({ id: BookParam })

const FILE = {
  type: 'string',
  format: 'binary',
  maxLength: IMPORT_MAX_BYTES,
  description: 'CSV, TSV, Anki text or JSON; at most 20 MB',
} as const

/**
 * The file as the whole body: what the web app sends (no multipart copy of 20 MB in memory). Each
 * body type its own named schema, so a generated client makes one call of each (orval's
 * `splitByContentType`: `importPointsWithBlob`, `importPointsWithFormData`).
 */
const ImportFile = z.string().openapi(FILE).openapi('ImportFile')

/** The file as the field `file` of a form. */
const ImportForm = z
  .object({ file: z.custom<File>((value) => value instanceof File, V.required).openapi(FILE) })
  .openapi('ImportForm')

const importRoute = createRoute({
  method: 'post',
  path: '/books/{id}/import',
  operationId: 'importPoints',
  tags: ['imports'],
  summary: 'Import points from a file (owner or editor); `?dryRun=1` previews without writing',
  description:
    'The file is read as CSV/TSV (header names in en, zh or ja; or a chosen `mapping`), Anki ' +
    '"Notes in Plain Text", or the JSON shape `{ sections: [{ title, description, points: [...] }] }`. ' +
    'Every row is checked as the point form checks it; the commit adds all rows in one transaction ' +
    'or none. With `Accept: application/x-ndjson` the answer streams progress lines ' +
    '(`{ type: "progress", phase: "check" | "write", done, total }`) once the file is read, and ends with ' +
    '`{ type: "preview" | "result" | "error" }` (a row error found while streaming comes as that last line).',
  middleware: [access.signedIn] as const,
  request: {
    params,
    query: ImportQuery,
    body: {
      content: {
        'application/octet-stream': { schema: ImportFile },
        'multipart/form-data': { schema: ImportForm },
      },
      required: false,
    },
  },
  responses: {
    200: jsonOrProgress(ImportPreviewSchema, 'The preview (dry run)'),
    201: json(ImportResultSchema, 'The points were added'),
    ...errors(
      'VALIDATION_FAILED',
      'IMPORT_UNREADABLE',
      'IMPORT_EMPTY',
      'IMPORT_TOO_MANY_ROWS',
      'IMPORT_INVALID_ROWS',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'CONTENT_BANNED',
      'NOT_FOUND',
      'IMPORT_TOO_LARGE',
      'RATE_LIMITED',
    ),
  },
})

const file = (description: string, type: string, schema: z.ZodType = z.string()) => ({
  description,
  content: { [type]: { schema } },
})

const exportCsvRoute = createRoute({
  method: 'get',
  path: '/books/{id}/export.csv',
  operationId: 'exportBookCsv',
  tags: ['imports'],
  summary: "A book's points as CSV (UTF-8 with BOM, the import's header names)",
  description:
    'Anyone who can read the book (404 otherwise), as a download; `POST /books/{id}/import` reads it ' +
    'back.',
  middleware: [access.anyone] as const,
  request: { params },
  responses: { 200: file('The CSV file', 'text/csv'), ...errors('NOT_FOUND') },
})

const exportJsonRoute = createRoute({
  method: 'get',
  path: '/books/{id}/export.json',
  operationId: 'exportBookJson',
  tags: ['imports'],
  summary: "A book's points in the import's JSON shape",
  description:
    'Anyone who can read the book (404 otherwise), as a download; `POST /books/{id}/import` reads it ' +
    'back.',
  middleware: [access.anyone] as const,
  request: { params },
  responses: { 200: file('The JSON file', 'application/json', JsonImport), ...errors('NOT_FOUND') },
})

const agentRoute = createRoute({
  method: 'post',
  path: '/books/{id}/agent',
  operationId: 'proposePoints',
  tags: ['imports'],
  summary: 'Propose study points from text through the configured AI endpoint (owner or editor)',
  description:
    'Nothing is saved: the proposed points go to the import preview and, from there, to ' +
    '`POST /books/{id}/import` as JSON. With `Accept: application/x-ndjson` the answer streams ' +
    '`{ type: "progress", phase: "generate", done }` (characters received) and ends with ' +
    '`{ type: "agent", result }` or `{ type: "error", error }`. Counts against a daily limit per person.',
  middleware: [access.signedIn] as const,
  request: { params, ...jsonBody(AgentInput) },
  responses: {
    200: jsonOrProgress(AgentResultSchema, 'The proposed points'),
    ...errors(
      'VALIDATION_FAILED',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'CONTENT_BANNED',
      'NOT_FOUND',
      'AGENT_LIMIT_REACHED',
      'AGENT_NOT_CONFIGURED',
      'AGENT_BUSY',
      'AGENT_FAILED',
      'AGENT_TIMEOUT',
      'AGENT_BAD_ANSWER',
    ),
  },
})

const myDataRoute = createRoute({
  method: 'get',
  path: '/me/export',
  operationId: 'exportMyData',
  tags: ['imports'],
  summary:
    'Everything I made, as one zip (profile, books as CSV and JSON, notes, stars, posts, comments, timers)',
  description: 'Signed in: only my own content. Streamed as a download, built as it is sent.',
  middleware: [access.signedIn] as const,
  responses: {
    200: { description: 'The zip, streamed', content: { 'application/zip': { schema: z.string() } } },
    ...errors('UNAUTHORIZED'),
  },
})

/** A streamed file as a download (`attachment; filename=…`, the name made header-safe). */
function sendDownload(c: Context<AppEnv>, { name, type, stream }: Download) {
  c.header('Content-Type', type)
  c.header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
  return c.body(stream, 200)
}

export const importRoutes = createRouter()
  .openapi(importRoute, async (c) => {
    const { dryRun, ...options } = c.req.valid('query')
    const bookId = c.req.valid('param').id
    const actor = actorOf(c)
    const form = c.req.valid('form') as { file?: File }
    const bytes = new Uint8Array(await (form.file ?? c.req).arrayBuffer())
    const status = dryRun ? 200 : 201
    const { importReaders } = c.var.deps
    const prepared = await prepareImport(
      c.var.db,
      importReaders,
      actor,
      bookId,
      bytes,
      options,
      c.req.raw.signal,
    )
    if (wantsEvents(c)) {
      return eventStream(c, async (send, signal) => {
        const answer = await runImport(c.var.db, prepared, {
          dryRun,
          signal,
          onProgress: (phase, done, total) => send({ type: 'progress', phase, done, total }),
        })
        return dryRun ? { type: 'preview', preview: answer } : { type: 'result', result: answer }
      }) as never
    }
    const answer = await runImport(c.var.db, prepared, { dryRun })
    return c.json(answer as z.infer<typeof ImportResultSchema>, status)
  })
  .openapi(exportCsvRoute, async (c) =>
    sendDownload(c, await exportBook(c.var.db, c.var.actor, c.req.valid('param').id, 'csv')),
  )
  .openapi(exportJsonRoute, async (c) =>
    sendDownload(c, await exportBook(c.var.db, c.var.actor, c.req.valid('param').id, 'json')),
  )
  .openapi(agentRoute, async (c) => {
    const { db, deps } = c.var
    const agentDeps = { db, config: deps.config, store: deps.store }
    const bookId = c.req.valid('param').id
    const { text } = c.req.valid('json')
    const actor = actorOf(c)
    if (wantsEvents(c)) {
      return eventStream(c, async (send, signal) => {
        const result = await proposePoints(agentDeps, actor, bookId, text, {
          signal,
          onProgress: (done) => send({ type: 'progress', phase: 'generate', done, total: 0 }),
        })
        return { type: 'agent', result }
      }) as never
    }
    const result = await proposePoints(agentDeps, actor, bookId, text, { signal: c.req.raw.signal })
    return c.json(result, 200)
  })
  .openapi(myDataRoute, async (c) => sendDownload(c, await exportMyData(c.var.db, actorOf(c))))
