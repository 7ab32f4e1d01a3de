import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { version } from '../../package.json'
import { USER_ROLES } from '../shared/accounts'
import { BADGES } from '../shared/badge-constants'
import { BOOK_ROLES, MEMBER_ROLES, VISIBILITIES } from '../shared/book-constants'
import {
  ADMIN_ACTIONS,
  ADMIN_NOTICES,
  AUDIT_TARGETS,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '../shared/moderation-constants'
import { NOTIFICATION_TYPES } from '../shared/notification-constants'
import { POST_KINDS } from '../shared/post-constants'
import { STAR_KINDS } from '../shared/stars'
import { CARD_STATES, RATINGS } from '../shared/study-constants'
import { setupTestApp } from './test/app'

const web = mkdtempSync(join(tmpdir(), 'pointbook-web-'))
mkdirSync(join(web, 'assets'))
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
)
writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log("app")')
writeFileSync(join(web, 'assets', 'index-abc123.js.map'), '{"version":3}')
mkdirSync(join(web, '.vite'))
writeFileSync(join(web, '.vite', 'manifest.json'), '{}')
writeFileSync(join(web, 'favicon.svg'), '<svg/>')

const { app, database } = await setupTestApp({ WEB_DIST_DIR: web })

describe('GET /api/health', () => {
  it('answers ok with the version and the database kind', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, version, db: database.driver })
  })
})

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    '%s answers 404 in the one error shape, saying no route has that path',
    async (method) => {
      const response = await app.request('/api/no/such/thing', { method })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No such API route' },
      })
    },
  )
})

describe('GET /api/openapi.json', () => {
  it('documents the routes from their schemas', async () => {
    const response = await app.request('/api/openapi.json')
    const document = await response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe(version)
    expect(document.paths['/health'].get.responses['200']).toBeDefined()
  })

  it('names every operation once, in lower camel case, for code generators (issue 19)', async () => {
    const document = await (await app.request('/api/openapi.json')).json()
    const ids: string[] = []
    for (const item of Object.values<Record<string, { operationId?: string }>>(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, method).toMatch(/^[a-z][A-Za-z]+$/)
        ids.push(operation.operationId ?? '')
      }
    expect(new Set(ids).size).toBe(ids.length)
    // Names clients are generated with: renaming one breaks them.
    expect(document.paths['/books/{id}/points'].get.operationId).toBe('listBookPoints')
    expect(document.paths['/posts'].post.operationId).toBe('createPost')
    expect(document.paths['/users/{id}/follow'].delete.operationId).toBe('unfollowUser')
    expect(document.paths['/admin/content/{kind}/{id}/ban'].post.operationId).toBe('banContent')
  })

  it('writes patterns as JSON Schema reads them: no JavaScript flags, and as permissive as the server', async () => {
    const text = await (await app.request('/api/openapi.json')).text()
    const patterns = [...text.matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)].map(
      ([, json]) => JSON.parse(json ?? '""') as string,
    )
    expect(patterns.length).toBeGreaterThan(0)
    for (const pattern of patterns) {
      expect(pattern, pattern).not.toMatch(/\/[a-z]*$/)
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow()
    }
    const document = JSON.parse(text)
    const copy = document.paths['/points/{id}/copy'].post.requestBody.content['application/json'].schema
    const properties =
      copy.properties ?? document.components.schemas[String(copy.$ref).split('/').pop() ?? ''].properties
    const bookId = properties.bookId
    // The server takes an id in either case; so must a validator reading the document.
    expect(new RegExp(bookId.pattern, 'u').test('01A2179C-2451-7CA6-9243-981451B3B5E9')).toBe(true)
  })

  it('is compressed for clients that accept gzip, and with Brotli for those that offer it', async () => {
    const plain = await (await app.request('/api/openapi.json')).text()
    const gzip = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain)
    const br = await app.request('/api/openapi.json', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const body = Buffer.from(await br.arrayBuffer())
    expect(brotliDecompressSync(body).toString()).toBe(plain)
    expect(body.length).toBeLessThan(plain.length / 4)
  })

  it('sends a small answer as it is', async () => {
    const response = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBeNull()
    expect((await response.json()).ok).toBe(true)
  })
})

type Schema = { [keyword: string]: unknown }
const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The schemas directly inside `schema`, with the keyword that holds each. */
function subschemas(schema: Schema): [string, Schema][] {
  const found: [string, Schema][] = []
  for (const keyword of ['properties', 'patternProperties', '$defs'])
    if (isObject(schema[keyword]))
      for (const [name, value] of Object.entries(schema[keyword]))
        if (isObject(value)) found.push([name, value])
  for (const keyword of ['items', 'additionalProperties', 'not', 'contains'])
    if (isObject(schema[keyword])) found.push([keyword, schema[keyword]])
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems'])
    if (Array.isArray(schema[keyword]))
      for (const [index, value] of schema[keyword].entries())
        if (isObject(value)) found.push([`${keyword}/${index}`, value])
  return found
}

/**
 * Every schema of the document, nested ones too: the components, and each parameter's, body's and
 * answer's (the routes' schemas are inline), with where it is.
 */
function allSchemas(document: Schema): { at: string; schema: Schema }[] {
  const found: { at: string; schema: Schema }[] = []
  const visit = (at: string, schema: Schema) => {
    found.push({ at, schema })
    for (const [key, inner] of subschemas(schema)) visit(`${at}/${key}`, inner)
  }
  const walk = (at: string, node: unknown) => {
    if (Array.isArray(node)) for (const [index, item] of node.entries()) walk(`${at}/${index}`, item)
    else if (isObject(node))
      for (const [key, value] of Object.entries(node)) {
        if (key === 'schema' && isObject(value)) visit(`${at}/schema`, value)
        else walk(`${at}/${key}`, value)
      }
  }
  const components = (document.components ?? {}) as Schema
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as Record<string, Schema>))
    visit(`#/components/schemas/${name}`, schema)
  walk('#/paths', document.paths)
  return found
}

/** A property's own schema: through its `$ref`, and the non-null branch of a nullable union. */
function resolved(document: Schema, schema: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '')
    return resolved(document, ((document.components as Schema).schemas as Record<string, Schema>)[name] ?? {})
  }
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined
  const some = branches?.filter((branch) => branch.type !== 'null')
  return some?.length === 1 && some[0] ? resolved(document, some[0]) : schema
}

/** The JSON schema of an operation's answer (or, with `status` 'body', of its request body). */
function schemaOf(document: Schema, method: string, path: string, status: string): Schema {
  const operation = ((document.paths as Schema)[path] as Schema)[method] as Schema
  const holder = status === 'body' ? operation.requestBody : (operation.responses as Schema)[status]
  const content = (holder as { content: Record<string, { schema: Schema }> }).content
  return resolved(document, content['application/json']?.schema ?? {})
}

const propertyOf = (schema: Schema, ...names: string[]): Schema =>
  names.reduce((inner, name) => {
    const items = inner.type === 'array' ? (inner.items as Schema) : inner
    return (items.properties as Record<string, Schema>)[name] ?? {}
  }, schema)

describe('the OpenAPI document: formats, enums, examples (issue 19)', async () => {
  const document = (await (await app.request('/api/openapi.json')).json()) as Schema
  const schemas = allSchemas(document)

  it('marks every instant date-time and every calendar day date, in components and inline', () => {
    const instants: string[] = []
    for (const { at, schema } of schemas) {
      const properties = (schema.properties ?? {}) as Record<string, Schema>
      for (const [name, property] of Object.entries(properties)) {
        const own = resolved(document, property)
        const isText = [own.type].flat().includes('string')
        if (name.endsWith('At') || (isText && ['due', 'lastReview'].includes(name))) {
          instants.push(`${at}.${name}`)
          expect(own.format, `${at}.${name}`).toBe('date-time')
        }
        if (isText && ['date', 'today'].includes(name)) expect(own.format, `${at}.${name}`).toBe('date')
      }
    }
    // The walk reached them: books, points, posts, comments, notifications, timers, reports …
    expect(instants.length).toBeGreaterThan(80)
    expect(propertyOf(schemaOf(document, 'get', '/timers', '200'), 'items', 'expiresAt').format).toBe(
      'date-time',
    )
    const bannedAt = propertyOf(schemaOf(document, 'get', '/books/{idOrSlug}', '200'), 'bannedAt')
    expect(bannedAt).toMatchObject({ type: ['string', 'null'], format: 'date-time' })
    const stats = schemaOf(document, 'get', '/study/stats', '200')
    expect(propertyOf(stats, 'today').format).toBe('date')
    expect(propertyOf(stats, 'heatmap', 'date').format).toBe('date')
  })

  it('lists the values of every field the server fills from a fixed list', () => {
    const values = (schema: Schema) => resolved(document, schema).enum
    const star = schemaOf(document, 'put', '/stars/{kind}/{id}', '200')
    expect(values(propertyOf(star, 'kind'))).toEqual([...STAR_KINDS])
    const starred = schemaOf(document, 'get', '/me/stars', '200')
    expect(values(propertyOf(starred, 'items', 'kind'))).toEqual([...STAR_KINDS])
    expect(values(propertyOf(starred, 'items', 'post', 'kind'))).toEqual([...POST_KINDS])
    const book = schemaOf(document, 'get', '/books/{idOrSlug}', '200')
    expect(values(propertyOf(book, 'visibility'))).toEqual([...VISIBILITIES])
    expect(values(propertyOf(book, 'myRole'))).toEqual([...BOOK_ROLES, null])
    expect(values(propertyOf(schemaOf(document, 'post', '/books', 'body'), 'visibility'))).toEqual([
      ...VISIBILITIES,
    ])
    const members = schemaOf(document, 'get', '/books/{id}/members', '200')
    expect(values(propertyOf(members, 'items', 'role'))).toEqual([...MEMBER_ROLES])
    expect(values(propertyOf(schemaOf(document, 'get', '/me', '200'), 'role'))).toEqual([...USER_ROLES])
    const notifications = schemaOf(document, 'get', '/notifications', '200')
    expect(values(propertyOf(notifications, 'items', 'type'))).toEqual([...NOTIFICATION_TYPES])
    expect(values(propertyOf(notifications, 'items', 'notice'))).toEqual([...ADMIN_NOTICES, null])
    const reports = schemaOf(document, 'get', '/admin/reports', '200')
    expect(values(propertyOf(reports, 'items', 'reason'))).toEqual([...REPORT_REASONS])
    expect(values(propertyOf(reports, 'items', 'status'))).toEqual([...REPORT_STATUSES])
    expect(values(propertyOf(reports, 'items', 'outcome'))).toEqual([...REPORT_OUTCOMES, null])
    expect(values(propertyOf(reports, 'items', 'target', 'type'))).toEqual([...REPORT_TARGETS])
    expect(values(propertyOf(reports, 'items', 'target', 'visibility'))).toEqual([...VISIBILITIES, null])
    const audit = schemaOf(document, 'get', '/admin/audit', '200')
    expect(values(propertyOf(audit, 'items', 'action'))).toEqual([...ADMIN_ACTIONS])
    expect(values(propertyOf(audit, 'items', 'targetType'))).toEqual([...AUDIT_TARGETS, null])
    expect(values(propertyOf(schemaOf(document, 'get', '/posts', '200'), 'items', 'kind'))).toEqual([
      ...POST_KINDS,
    ])
    const due = schemaOf(document, 'get', '/study/due', '200')
    expect(values(propertyOf(due, 'items', 'card', 'state'))).toEqual([...CARD_STATES])
    const review = schemaOf(document, 'post', '/study/reviews', '201')
    expect(values(propertyOf(review, 'rating'))).toEqual([...RATINGS])
    const badges = schemaOf(document, 'get', '/users/{id}/badges', '200')
    expect(values(propertyOf(badges, 'items', 'badge'))).toEqual([...BADGES])
  })

  it('says what an avatarUrl is, in one schema every person refers to', () => {
    const avatar = ((document.components as Schema).schemas as Record<string, Schema>).AvatarUrl
    expect(avatar?.type).toEqual(['string', 'null'])
    expect(avatar?.description).toMatch(/\/api\/storage\/avatars\/\{file name\}/)
    expect(avatar?.description).toMatch(/\/api\/media\/remote\?url=/)
    let seen = 0
    for (const { at, schema } of schemas) {
      const property = (schema.properties as Record<string, Schema> | undefined)?.avatarUrl
      if (!property) continue
      seen += 1
      expect(property, at).toEqual({ $ref: '#/components/schemas/AvatarUrl' })
    }
    expect(seen).toBeGreaterThan(20)
  })

  it('gives the main operations examples, and each one is valid against its own schema', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true })
    addFormats(ajv)
    ajv.addKeyword('example')
    ajv.addFormat('binary', true)
    // The document's `#/components/schemas/…` become one schema of Ajv's, so every `$ref` resolves.
    const base = 'https://pointbook.test/components'
    const rebased = JSON.parse(
      JSON.stringify(document).replaceAll('"#/components/schemas/', `"${base}#/$defs/`),
    ) as Schema
    ajv.addSchema({ $id: base, $defs: (rebased.components as Schema).schemas })
    const examples = allSchemas(rebased).filter(({ schema }) => schema.example !== undefined)
    for (const [index, { at, schema }] of examples.entries()) {
      const validate = ajv.compile({ ...schema, $id: `https://pointbook.test/examples/${index}` })
      expect(validate(schema.example) ? [] : validate.errors, at).toEqual([])
    }
    expect(examples.length).toBeGreaterThan(100)

    const exampled = (schema: Schema) =>
      schema.example ??
      propertyOf(schema, 'items').example ??
      (propertyOf(schema, 'items').items as Schema)?.example
    const main: [string, string, string][] = [
      ['get', '/books', '200'],
      ['get', '/books/{idOrSlug}', '200'],
      ['post', '/books', 'body'],
      ['post', '/books', '201'],
      ['get', '/books/{id}/points', '200'],
      ['get', '/points/{id}', '200'],
      ['post', '/books/{id}/points', 'body'],
      ['post', '/books/{id}/points', '201'],
      ['put', '/stars/{kind}/{id}', '200'],
      ['get', '/me/stars', '200'],
      ['get', '/posts', '200'],
      ['get', '/posts/{idOrSlug}', '200'],
      ['post', '/posts', 'body'],
      ['post', '/posts', '201'],
      ['get', '/posts/{id}/comments', '200'],
      ['post', '/posts/{id}/comments', 'body'],
      ['post', '/posts/{id}/comments', '201'],
      ['post', '/users/{id}/follow', '200'],
      ['get', '/notifications', '200'],
      ['get', '/me', '200'],
      ['patch', '/me', 'body'],
      ['get', '/profiles/{id}', '200'],
      ['get', '/timers', '200'],
      ['post', '/timers', 'body'],
      ['post', '/timers', '201'],
    ]
    for (const [method, path, status] of main)
      expect(exampled(schemaOf(document, method, path, status)), `${method} ${path} ${status}`).toBeDefined()
  })
})

describe('the web app', () => {
  it('serves index.html, revalidated on every visit, for every page, and with 404 for no page', async () => {
    for (const path of ['/', '/explore', '/timers/new']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root">')
    }
    const missing = await app.request('/no/such/page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<div id="root">')
  })

  it('sets <html lang> from the locale cookie', async () => {
    const response = await app.request('/posts', { headers: { Cookie: 'locale=ja' } })
    expect(await response.text()).toContain('<html lang="ja">')
  })

  it('caches hashed assets forever and 404s a missing one instead of sending HTML', async () => {
    const asset = await app.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await app.request('/assets/index-missing.js')).status).toBe(404)
  })

  it('serves other public files for an hour', async () => {
    const response = await app.request('/favicon.svg')
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends a content security policy that allows only its own scripts', async () => {
    const response = await app.request('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps source maps and the build manifest to itself in production', async () => {
    expect((await app.request('/assets/index-abc123.js.map')).status).toBe(200)
    const production = await setupTestApp({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      WEB_DIST_DIR: web,
    })
    expect((await production.app.request('/assets/index-abc123.js')).status).toBe(200)
    expect((await production.app.request('/assets/index-abc123.js.map')).status).toBe(404)
    expect((await production.app.request('/.vite/manifest.json')).status).toBe(404)
  })
})
