import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { setupTestApp } from '../test/app'

const on = await setupTestApp()
const off = await setupTestApp({ API_DOCS: 'false' })

describe('the API reference at /api/docs', () => {
  it('renders the OpenAPI document with Redoc served from this server, never a CDN', async () => {
    const page = await on.app.request('/api/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<redoc spec-url="/api/openapi.json" lazy-rendering></redoc>')
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src)
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js'])
    // Scripts only from here; Redoc's search worker from a blob.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self' blob:")
    const script = await on.app.request('/api/docs/redoc.standalone.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    const code = await script.text()
    expect(code.length).toBeGreaterThan(100_000)
    expect(code).not.toContain('cdn.redoc.ly')
  })

  it('is off when API_DOCS=false, and in production unless API_DOCS=true', async () => {
    for (const path of ['/api/docs', '/api/docs/redoc.standalone.js']) {
      const response = await off.app.request(path)
      expect(response.status, path).toBe(404)
      expect((await response.json()).error.code).toBe('NOT_FOUND')
    }
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp' }
    expect(loadConfig(production).isApiDocsEnabled).toBe(false)
    expect(loadConfig({ ...production, API_DOCS: 'true' }).isApiDocsEnabled).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp' }).isApiDocsEnabled).toBe(true)
  })
})
