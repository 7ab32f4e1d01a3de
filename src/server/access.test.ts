import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { access, markGlobal } from './http/access'
import { setupTestApp } from './test/app'
import { registeredRoutes, samplePath } from './test/routes'

const { app } = await setupTestApp()
const routes = registeredRoutes(app)

describe('the access declaration', () => {
  it('finds the routes it walks', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/openapi.json', 'GET /*']),
    )
  })

  it('reports a route without a guard, so the next test would fail on it', () => {
    const probe = new Hono()
    probe.use(
      '*',
      markGlobal(async (_c, next) => next()),
    )
    probe.get('/guarded', access.user, (c) => c.text('ok'))
    probe.get('/forgotten', (c) => c.text('ok'))
    expect(registeredRoutes(probe)).toEqual([
      { method: 'GET', path: '/guarded', audiences: ['user'] },
      { method: 'GET', path: '/forgotten', audiences: [] },
    ])
  })

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s declares exactly one audience',
    (_, route) => {
      expect(route.audiences).toHaveLength(1)
    },
  )

  const guarded = routes.filter((r) => r.audiences[0] !== 'anyone')
  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 to an anonymous caller',
    async (_, route) => {
      const method = route.method === 'ALL' ? 'GET' : route.method
      const response = await app.request(samplePath(route.path), { method })
      expect(response.status).toBe(401)
      expect((await response.json()).error.code).toBe('UNAUTHORIZED')
    },
  )
})
