import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { version } from '../../package.json'
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
  it.each(['GET', 'POST', 'DELETE'])('%s answers 404 in the one error shape', async (method) => {
    const response = await app.request('/api/no/such/thing', { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This content has been deleted or banned' },
    })
  })
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
