import { createRoute, z } from '@hono/zod-openapi'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createLogger } from '../lib/logger'
import { access } from './access'
import { limitBodies } from './body-limit'
import type { AppDeps, AppEnv } from './env'
import { handleError } from './errors'
import { withDeps, withRequestId } from './middleware'
import { createRouter } from './router'

// The error pipeline of the real app (router validation hook, body limit, error handler) behind
// two routes made for this test: one that validates a body and one that fails.
const echo = createRoute({
  method: 'post',
  path: '/echo',
  middleware: [access.anyone] as const,
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ email: z.email(), title: z.string().min(1).max(5) }) },
      },
    },
  },
  responses: { 200: { description: 'ok' } },
})

const logLines: string[] = []

function harness() {
  const deps = {
    config: loadConfig({ NODE_ENV: 'test' }),
    logger: createLogger('error', { write: (line: string) => logLines.push(line) }),
    database: {},
  } as unknown as AppDeps
  const routes = createRouter()
    .openapi(echo, (c) => c.json(c.req.valid('json'), 200))
    .get('/unstorable/:code', access.anyone, (c) => {
      // What the driver throws when PostgreSQL cannot store a text (22021: invalid byte sequence,
      // 22P05: untranslatable character).
      throw new Error('Failed query', {
        cause: Object.assign(new Error('invalid byte sequence'), { code: c.req.param('code') }),
      })
    })
    .get('/boom', access.anyone, () => {
      throw new Error('secret internals at /srv/app.ts:12')
    })
  const app = new Hono<AppEnv>()
  app.use('*', withRequestId, withDeps(deps), limitBodies(64, []))
  app.route('/api', routes)
  app.onError(handleError)
  return app
}

const post = (body: string) =>
  harness().request('/api/echo', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })

describe('the error shape', () => {
  it('answers invalid input with 400 and the fields at fault', async () => {
    const response = await post(JSON.stringify({ email: 'not-an-email', title: 'much too long' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please check the form',
        details: [
          { path: 'email', code: 'invalid-email' },
          { path: 'title', code: 'too-long' },
        ],
      },
    })
  })

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await post('{"email":')
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('BAD_REQUEST')
  })

  it('answers a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.co', title: 'x'.repeat(100) }))
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it.each(['22021', '22P05'])(
    'answers text the database cannot store (%s) with 400, not 500',
    async (code) => {
      const response = await harness().request(`/api/unstorable/${code}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Please check the form' },
      })
    },
  )

  it('still answers other database errors with 500', async () => {
    expect((await harness().request('/api/unstorable/23505')).status).toBe(500)
  })

  it('answers a thrown error with 500, the request id and no internals', async () => {
    const response = await harness().request('/api/boom', { headers: { 'X-Request-Id': 'req-123' } })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Error', requestId: 'req-123' },
    })
    expect(text).not.toContain('secret internals')
    expect(text).not.toContain('.ts')
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === 'req-123')
    expect(logged.err.stack).toContain('secret internals')
  })
})
