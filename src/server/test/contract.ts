import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import addFormats from 'ajv-formats'
import { OpenAPIBackend, type Operation } from 'openapi-backend'
import { inject } from 'vitest'
import { openApiDocument } from '../app'
import { errorCodeOf } from '../http/errors'

/**
 * The contract test (issue 19): every request the API suite makes through `app.request` is
 * checked against the OpenAPI document the server publishes, with a standard OpenAPI validator
 * (openapi-backend, on Ajv): the request's parameters and body against the operation's, and the
 * answer — its status must be documented for the operation, its content type one the status
 * documents, a JSON body valid against that status's schema, and a documented response header
 * the client relies on present. A request the document calls invalid must not succeed: the
 * validator must accept what the server accepts. A failure throws in the test that made the
 * request, naming the operation and what disagreed.
 *
 * Which operations were exercised is written per test file; the global teardown adds them up and
 * fails a full run that left any operation unexercised (test/global-setup.ts).
 */

/** Routes that are not the API itself: the document, and its human-readable reference. */
const OUTSIDE_DOCUMENT = [/^\/api\/openapi\.json$/, /^\/api\/docs(\/|$)/]

let backend: Promise<OpenAPIBackend> | undefined

function validator(): Promise<OpenAPIBackend> {
  if (!backend) {
    // `quick`: the document's own validity is Redocly's job (npm run lint:openapi); this one
    // validates traffic. Ajv not strict: OpenAPI keywords (`example`) sit beside JSON Schema.
    const api = new OpenAPIBackend({
      definition: structuredClone(openApiDocument()) as never,
      quick: true,
      strict: false,
      ajvOpts: { strict: false, allErrors: true },
      apiRoot: '/api',
      // Formats are part of the contract (a `date-time` must be one).
      customizeAjv: (ajv) => {
        addFormats(ajv as never)
        return ajv
      },
    })
    backend = api.init()
  }
  return backend
}

export class ContractError extends Error {
  override name = 'ContractError'
}

const exercised = new Set<string>()

/**
 * Writes the operations the test file just run exercised where the global teardown reads them,
 * and starts the next file's afresh: a worker runs many files with this module loaded once
 * (`isolate: false`), and the API project's setup file calls this after each of them.
 */
export function writeExercised(): void {
  const dir = inject('contractDir')
  if (!dir || exercised.size === 0) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify([...exercised]))
  exercised.clear()
}

/** Answers read as they come: events, and the progress lines of an import or the agent. */
const STREAMS = new Set(['text/event-stream', 'application/x-ndjson'])

export type RequestFn = (
  input: RequestInfo | URL,
  init?: RequestInit,
  ...rest: never[]
) => Response | Promise<Response>

/** The app's `request`, with every call checked against the document. */
export function checkedRequest<T extends RequestFn>(request: T): T {
  const checked = async (input: RequestInfo | URL, init?: RequestInit, ...rest: never[]) => {
    const seen = await describeRequest(input, init)
    const response = await request(input, init, ...rest)
    // A stream (events, progress lines) is read by the test as it comes, and a client may leave
    // it: a copy of it (a tee) would keep it open, so only its status and headers are checked.
    const copy = STREAMS.has(mediaType(response.headers))
      ? new Response(null, { status: response.status, headers: response.headers })
      : response.clone()
    await check(seen, copy)
    return response
  }
  return checked as T
}

interface SeenRequest {
  method: string
  url: URL
  headers: Headers
  body: unknown
  /** The body was JSON-typed but not parseable JSON (a test sending garbage). */
  unparsedBody: boolean
}

async function describeRequest(input: RequestInfo | URL, init?: RequestInit): Promise<SeenRequest> {
  const base = 'http://localhost'
  const request = input instanceof Request ? input.clone() : undefined
  const url = new URL(request ? request.url : String(input), base)
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
  const headers = new Headers(init?.headers ?? request?.headers)
  let body: unknown
  let unparsedBody = false
  const raw =
    init?.body ?? (request && method !== 'GET' && method !== 'HEAD' ? await request.text() : undefined)
  if (raw === '') {
    // An empty body is no body: the server reads it as absent.
  } else if (typeof raw === 'string') {
    if (/json/i.test(headers.get('content-type') ?? '')) {
      try {
        body = JSON.parse(raw)
      } catch {
        unparsedBody = true
      }
    } else body = raw
  } else if (raw instanceof FormData) {
    // A file is a binary string to OpenAPI: its name stands in for its bytes.
    const field = (value: FormDataEntryValue | null) => (value instanceof File ? value.name : value)
    body = Object.fromEntries([...raw.keys()].map((key) => [key, field(raw.get(key))]))
  } else if (raw !== undefined && raw !== null) {
    // Bytes (a file as the whole body): the content type is what the document describes.
    body = ''
  }
  return { method, url, headers, body, unparsedBody }
}

function headerObject(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries())
}

function fail(seen: SeenRequest, status: number, problem: string, detail?: unknown): never {
  const said = detail === undefined ? '' : `\n${JSON.stringify(detail, null, 2).slice(0, 2000)}`
  throw new ContractError(
    `${seen.method} ${seen.url.pathname}${seen.url.search} → ${status}: ${problem}${said}`,
  )
}

async function check(seen: SeenRequest, response: Response): Promise<void> {
  const { pathname } = seen.url
  if (!pathname.startsWith('/api/') || OUTSIDE_DOCUMENT.some((path) => path.test(pathname))) return
  // A CORS preflight is the HTTP layer's (cors.ts), not an operation of the API.
  if (seen.method === 'OPTIONS') return
  const api = await validator()
  const operation = matchOperation(api, seen)
  if (!operation) {
    // A path no route answers: 404, or what the middleware in front of every route answered first.
    if (await isAnsweredBeforeRouting(response, pathname)) return
    fail(seen, response.status, 'the route answers but is not in the document')
  }
  exercised.add(operation.operationId ?? `${seen.method} ${operation.path}`)

  const request = {
    method: seen.method.toLowerCase(),
    path: pathname,
    headers: headerObject(seen.headers),
    query: declaredQuery(seen.url, operation),
    body: seen.body,
  }
  // An unreadable JSON body is refused by an operation that takes one, ignored by one that does not.
  const bodyUnreadable = seen.unparsedBody && operation.requestBody !== undefined
  const requestValid =
    bodyUnreadable || !isDecodablePath(pathname) ? invalid : requestIsValid(api, request, operation)
  if (response.ok && !requestValid.valid)
    fail(seen, response.status, 'the server accepted a request the document refuses', requestValid.errors)
  const sentType = mediaType(seen.headers)
  const accepted = Object.keys((operation.requestBody as DocumentedResponse | undefined)?.content ?? {})
  // A body sent to an operation that takes none is ignored; one it takes must be of a listed type.
  if (
    response.ok &&
    accepted.length > 0 &&
    sentType &&
    seen.body !== undefined &&
    !accepted.some((type) => mediaMatches(type, sentType))
  )
    fail(
      seen,
      response.status,
      `the server accepted a ${sentType} body; the document lists ${accepted.join(', ') || 'none'}`,
    )

  const documented = operation.responses?.[String(response.status)] as DocumentedResponse | undefined
  if (!documented)
    fail(seen, response.status, `status ${response.status} is not documented for ${operation.operationId}`)
  await checkHeaders(seen, response, documented)
  await checkBody(seen, response, operation, documented)
}

const invalid = { valid: false, errors: 'not a body the document describes' as unknown }

function matchOperation(api: OpenAPIBackend, seen: SeenRequest): Operation | undefined {
  const { pathname } = seen.url
  // Routes match without a trailing slash only (/api/posts/ is no route), as the server's do.
  if (pathname.endsWith('/')) return undefined
  const path = pathname.split('/').map(decodable).join('/')
  return api.matchOperation({ method: seen.method.toLowerCase(), path, headers: {} }) ?? undefined
}

/**
 * What the middleware in front of every /api route (app.ts) answers whether or not a route
 * matches — a cross-site write, a body's type or size, the write limit — and the 404 of no route;
 * 400 for a path that cannot be decoded. Each in the one error shape.
 */
const BEFORE_ROUTING: Partial<Record<number, string>> = {
  403: 'CROSS_SITE_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

async function isAnsweredBeforeRouting(response: Response, pathname: string): Promise<boolean> {
  const code = await errorCodeOf(response)
  if (response.status === 400 && !isDecodablePath(pathname)) return code !== ''
  return code !== '' && BEFORE_ROUTING[response.status] === code
}

function isDecodablePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => decodable(segment) === segment)
}

/**
 * A path segment as the router sees it for matching: one that cannot be decoded (a stray `%`, a
 * lone surrogate's bytes) still fills its route's parameter, whose value the server refuses.
 */
function decodable(segment: string): string {
  try {
    decodeURIComponent(segment)
    return segment
  } catch {
    return 'undecodable'
  }
}

/** How the server spells a boolean of the query string besides `true`/`false` (shared/imports.ts). */
const BOOLEAN_SPELLINGS: Record<string, string> = { '1': 'true', on: 'true', '0': 'false', off: 'false' }

/**
 * The query parameters the operation declares: a parameter it does not name is ignored by the
 * server, as HTTP APIs do, so it is not the document's to refuse. OpenAPI does not say how a
 * boolean is written in a query string; the validator reads `true`/`false`, and a boolean
 * parameter's description names the other spellings the server reads (`1`/`0`, `on`/`off`).
 */
function declaredQuery(url: URL, operation: Operation): Record<string, string> {
  const declared = new Map(
    ((operation.parameters ?? []) as { in?: string; name?: string; schema?: { type?: unknown } }[])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, parameter.schema?.type === 'boolean']),
  )
  return Object.fromEntries(
    [...url.searchParams]
      .filter(([name]) => declared.has(name))
      .map(([name, value]) => [name, declared.get(name) ? (BOOLEAN_SPELLINGS[value] ?? value) : value]),
  )
}

interface DocumentedResponse {
  content?: Record<string, unknown>
  headers?: Record<string, { required?: boolean }>
}

function requestIsValid(api: OpenAPIBackend, request: object, operation: Operation) {
  // Only what the document says of the request: its security is checked by the guards' test.
  const result = api.validateRequest(request as never, operation)
  return { valid: result.valid, errors: result.errors as unknown }
}

async function checkHeaders(seen: SeenRequest, response: Response, documented: DocumentedResponse) {
  for (const [name, header] of Object.entries(documented.headers ?? {}))
    if (header.required && !response.headers.has(name))
      fail(seen, response.status, `the documented header ${name} is missing`)
  // A limit says when it resets; too many wrong codes does not (a new code is needed instead).
  if (response.status === 429 && !response.headers.has('retry-after')) {
    if ((await errorCodeOf(response)) !== 'TOO_MANY_ATTEMPTS')
      fail(seen, response.status, 'a 429 without Retry-After')
  }
}

async function checkBody(
  seen: SeenRequest,
  response: Response,
  operation: Operation,
  documented: DocumentedResponse,
): Promise<void> {
  const contentType = mediaType(response.headers)
  const media = Object.keys(documented.content ?? {})
  if (media.length === 0) {
    if (response.body && contentType && (await response.clone().text()) !== '')
      fail(seen, response.status, `a ${contentType} body where the document says none`)
    return
  }
  if (!media.some((type) => mediaMatches(type, contentType)))
    fail(seen, response.status, `content type "${contentType}" where the document says ${media.join(' or ')}`)
  // Streams (events, progress lines) are never read to their end here: their type is the contract.
  if (contentType !== 'application/json') return
  const body = await response
    .json()
    .catch(() => fail(seen, response.status, 'a JSON content type with no JSON body'))
  const result = (await validator()).validateResponse(body, operation, response.status)
  if (!result.valid)
    fail(seen, response.status, 'the body does not match the documented schema', result.errors)
}

/** The media type of a `Content-Type`, without its parameters (`; charset=…`, `; boundary=…`). */
function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? ''
}

function mediaMatches(documented: string, actual: string): boolean {
  if (documented === actual || documented === '*/*') return true
  const [type, subtype] = documented.split('/')
  return subtype === '*' && actual.startsWith(`${type}/`)
}
