// Spectral's OWASP API Security ruleset over the OpenAPI document, run from node_modules (no
// ruleset is fetched). Every finding fails, except where a rule does not apply: each waiver
// below names the rule, says why, and matches only the findings it explains (decision 019).
import spectralCore, { type ISpectralDiagnostic } from '@stoplight/spectral-core'
import owasp from '@stoplight/spectral-owasp-ruleset'
import parsers from '@stoplight/spectral-parsers'
import { IMPORT_FIELDS } from '../src/shared/import-constants'

const { Document, Spectral } = spectralCore

type Json = Record<string, unknown>
type Finding = ISpectralDiagnostic

interface Waiver {
  rules: string[]
  why: string
  applies: (finding: Finding, document: Json) => boolean
}

const SIZE_RULES = [
  'owasp:api4:2023-string-limit',
  'owasp:api4:2023-array-limit',
  'owasp:api4:2023-integer-limit',
  'owasp:api4:2023-integer-format',
]

/**
 * Text a person writes, in any language: bounded by its `maxLength`, refused with NUL or a lone
 * surrogate (shared/text.ts), and described by no pattern. Identifiers, codes and numbers are
 * not free text: each has a pattern, format or enum.
 */
const FREE_TEXT = new Set<string>([
  // A point's fields, as the import and export name them.
  ...IMPORT_FIELDS,
  'section',
  'after',
  'text',
  'name',
  'bio',
  'note',
  'password',
  'currentPassword',
  'newPassword',
  'q',
  'searchValue',
])

/** Ids and hints read leniently: the books of an `owner`, the posts of an `author`, … */
const LENIENT = new Set(['owner', 'author', 'parentId', 'book', 'ids', 'last-event-id'])

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch'])

/** The operation a finding is in (`paths./x.get…`), if it is in one. */
function operationOf(finding: Finding, document: Json) {
  const [root, path, method] = finding.path.map(String)
  if (root !== 'paths' || !path || !method || !METHODS.has(method)) return undefined
  const operation = ((document.paths as Json)[path] as Json | undefined)?.[method] as Json | undefined
  return operation && { path, method, operation }
}

/** Components a request refers to, directly or through other components. */
function requestComponents(document: Json): Set<string> {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const item of node) visit(item)
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace('#/components/schemas/', '')
          if (!found.has(name)) {
            found.add(name)
            visit(schemas[name])
          }
        } else visit(value)
      }
  }
  for (const item of Object.values((document.paths ?? {}) as Json))
    for (const [method, operation] of Object.entries(item as Json)) {
      if (!METHODS.has(method)) continue
      visit((operation as Json).parameters)
      visit((operation as Json).requestBody)
    }
  return found
}

/** Whether a finding is about an answer: a response, or a component no request refers to. */
function isInAnswer(finding: Finding, document: Json): boolean {
  const at = finding.path.map(String)
  if (at[0] === 'components' && at[1] === 'schemas') return !requestComponents(document).has(at[2] ?? '')
  return at[0] === 'paths' && at[3] === 'responses'
}

/** The name of the property or parameter a schema finding is about. */
function fieldName(finding: Finding, document: Json): string | undefined {
  const at = finding.path.map(String)
  if (at.at(-1) === 'schema' && at.at(-3) === 'parameters') {
    const operation = operationOf(finding, document)?.operation
    const parameters = (operation?.parameters ?? []) as { name: string }[]
    return parameters[Number(at.at(-2))]?.name
  }
  const last = at.at(-1) === 'items' ? at.at(-2) : at.at(-1)
  return at.at(at.at(-1) === 'items' ? -3 : -2) === 'properties' ? last : undefined
}

/** Better Auth's own reads, whose query the app passes on unread (auth/auth.routes.ts). */
const isBetterAuthQuery = (finding: Finding, document: Json) => {
  const found = operationOf(finding, document)
  const at = finding.path.map(String)
  const parameter = ((found?.operation.parameters ?? []) as { in: string }[])[Number(at[4])]
  return (
    found?.method === 'get' &&
    found.path.startsWith('/auth/') &&
    !found.path.startsWith('/auth/app/') &&
    at[3] === 'parameters' &&
    parameter?.in === 'query'
  )
}

const isOpenToAnyone = (operation: Json) =>
  ((operation.security ?? []) as Json[]).some((requirement) => Object.keys(requirement).length === 0)

export const WAIVERS: Waiver[] = [
  {
    rules: [...SIZE_RULES, 'owasp:api4:2023-string-restricted'],
    why:
      'API4 bounds what a request makes the server read and keep. An answer is what the server wrote: ' +
      'bounded by the inputs that made it (each with its maxLength) and by the page size (limit ≤ 100).',
    applies: isInAnswer,
  },
  {
    rules: ['owasp:api4:2023-string-restricted'],
    why: 'Free text (titles, content, names, passwords, search terms) has a maxLength but no pattern.',
    applies: (finding, document) => FREE_TEXT.has(fieldName(finding, document) ?? ''),
  },
  {
    rules: ['owasp:api4:2023-string-restricted'],
    why:
      'A filter or hint the server reads leniently: any text is taken, and one that names nothing matches ' +
      'nothing (an empty page, no notification marked read, a stream from now).',
    applies: (finding, document) => LENIENT.has(fieldName(finding, document) ?? ''),
  },
  {
    rules: [...SIZE_RULES, 'owasp:api4:2023-string-restricted'],
    why:
      "Better Auth's own reads (the admin's account search, its error page, Google's return) pass their " +
      'query to Better Auth unread by the app; the request head is bounded by Node (16 KB).',
    applies: isBetterAuthQuery,
  },
  {
    rules: ['owasp:api4:2023-rate-limit'],
    why:
      'The server sends no quota headers: its limits guard against abuse (writes per account and per ' +
      'address a minute, sign-in back-off, uploads and AI generations a day), each answering 429 with ' +
      'Retry-After (owasp:api4:2023-rate-limit-retry-after stays on; the contract test checks it is sent).',
    applies: () => true,
  },
  {
    rules: ['owasp:api4:2023-rate-limit-responses-429'],
    why:
      'Reads are not limited (http/rate-limit.ts: a school behind one address must not be locked out by ' +
      "reading); Better Auth's reads are, but for who-is-signed-in, and document their 429.",
    applies: (finding, document) => {
      const found = operationOf(finding, document)
      const isBetterAuthRead = found?.path.startsWith('/auth/') && !found.path.startsWith('/auth/app/')
      return found?.method === 'get' && (!isBetterAuthRead || found.path === '/auth/get-session')
    },
  },
  {
    rules: ['owasp:api8:2023-define-error-responses-401'],
    why:
      'An operation open to anyone never answers 401: a missing, expired or unknown credential is read as ' +
      'no one (http/session.ts).',
    applies: (finding, document) => {
      const operation = operationOf(finding, document)?.operation
      return operation !== undefined && isOpenToAnyone(operation)
    },
  },
  {
    rules: ['owasp:api8:2023-define-error-validation'],
    why:
      'An operation without parameters or a body has no input to refuse: a query parameter it does not ' +
      'declare is ignored.',
    applies: (finding, document) => {
      const operation = operationOf(finding, document)?.operation
      return (
        operation !== undefined &&
        operation.requestBody === undefined &&
        ((operation.parameters ?? []) as unknown[]).length === 0
      )
    },
  },
  {
    rules: ['owasp:api8:2023-define-cors-origin'],
    why:
      "CORS is the HTTP layer's, as preflights are: only the native shell's origins get " +
      '`Access-Control-Allow-Origin`, without credentials (http/cors.ts; said in `info.description`); ' +
      'every other client is same-origin or no browser.',
    applies: () => true,
  },
  {
    rules: ['owasp:api5:2023-admin-security-unique'],
    why:
      'An admin is a role of an account, not a credential: admins sign in like anyone, and the `admin` ' +
      'guard checks the role (403 documented on every admin operation; access.test.ts walks them).',
    applies: () => true,
  },
]

export interface OwaspReport {
  findings: Finding[]
  waived: Map<Waiver, number>
}

/** Lints the document with the whole OWASP ruleset; a finding a waiver explains is set aside. */
export async function lintOwasp(document: Json, source: string): Promise<OwaspReport> {
  const spectral = new Spectral()
  const ruleset = (owasp as unknown as { default?: object }).default ?? owasp
  spectral.setRuleset({ extends: [[ruleset as never, 'all']] })
  const results = await spectral.run(new Document(JSON.stringify(document), parsers.Json, source))
  const waived = new Map<Waiver, number>()
  const findings: Finding[] = []
  for (const finding of results) {
    const waiver = WAIVERS.find(
      (candidate) => candidate.rules.includes(String(finding.code)) && candidate.applies(finding, document),
    )
    if (waiver) waived.set(waiver, (waived.get(waiver) ?? 0) + 1)
    else findings.push(finding)
  }
  return { findings, waived }
}

const SEVERITY = ['error', 'warning', 'info', 'hint']

export function printOwaspReport({ findings, waived }: OwaspReport): void {
  for (const finding of findings)
    console.log(
      `${SEVERITY[finding.severity]} ${finding.code} at ${finding.path.join('.')}: ${finding.message}`,
    )
  console.log(`\nOWASP (Spectral): ${findings.length} findings.`)
  for (const [waiver, count] of waived)
    console.log(`  set aside: ${count} of ${waiver.rules.join(', ')} — ${waiver.why}`)
}
