import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_OPERATIONS, authRoutes } from './auth/auth.openapi'
import { access, markGlobal } from './http/access'
import { openApiPath, withSecurity } from './http/openapi'
import { setupTestApp } from './test/app'
import { registeredRoutes, samplePath } from './test/routes'
import { createUser, type TestUser } from './test/users'

const ctx = await setupTestApp({ ADMIN_EMAILS: 'root@example.test,fallen@example.test' })
const routes = registeredRoutes(ctx.app)
let member: TestUser
let admin: TestUser
let banned: TestUser
let bannedAdmin: TestUser

beforeAll(async () => {
  member = await createUser(ctx)
  admin = await createUser(ctx, { email: 'root@example.test' })
  banned = await createUser(ctx, { banned: true })
  // The CLI revoked nothing yet: a banned account that still holds the role.
  bannedAdmin = await createUser(ctx, { email: 'fallen@example.test', banned: true })
})

function call(route: { method: string; path: string }, cookie?: string) {
  const method = route.method === 'ALL' ? 'GET' : route.method
  const hasBody = !['GET', 'HEAD'].includes(method)
  return ctx.app.request(samplePath(route.path), {
    method,
    headers: {
      Origin: ctx.config.publicUrl,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  })
}

const named = (list: typeof routes) => list.map((r) => [`${r.method} ${r.path}`, r] as const)

describe('the access declaration', () => {
  it('finds the routes it walks', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/me', 'GET /api/openapi.json', 'GET /*']),
    )
  })

  it('reports a route without a guard, so the next test would fail on it', () => {
    const probe = new Hono()
    probe.use(
      '*',
      markGlobal(async (_c, next) => next()),
    )
    probe.get('/guarded', access.signedIn, (c) => c.text('ok'))
    probe.get('/forgotten', (c) => c.text('ok'))
    expect(registeredRoutes(probe)).toEqual([
      { method: 'GET', path: '/guarded', audiences: ['signed-in'] },
      { method: 'GET', path: '/forgotten', audiences: [] },
    ])
  })

  it.each(named(routes))('%s declares exactly one audience', (_, route) => {
    expect(route.audiences).toHaveLength(1)
  })

  const guarded = routes.filter((r) => r.audiences[0] !== 'anyone')
  it.each(named(guarded))('%s answers 401 to an anonymous caller', async (_, route) => {
    const response = await call(route)
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('UNAUTHORIZED')
  })

  const forMembers = routes.filter((r) => r.audiences[0] === 'signed-in')
  it.each(named(forMembers))('%s lets a signed-in user through its guard', async (_, route) => {
    const { status } = await call(route, member.cookie)
    expect([401, 403]).not.toContain(status)
    expect(status).toBeLessThan(500)
  })

  const writes = routes.filter((r) => r.audiences[0] !== 'anyone' && !['GET', 'HEAD'].includes(r.method))
  it.each(named(writes))('%s refuses a banned caller whose session is still alive', async (_, route) => {
    const response = await call(route, banned.cookie)
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe(
      route.audiences[0] === 'admin' ? 'FORBIDDEN' : 'USER_BANNED',
    )
  })

  const reads = routes.filter(
    (r) => r.audiences[0] !== 'anyone' && r.audiences[0] !== 'admin' && r.method === 'GET',
  )
  it.each(named(reads))('%s still lets a banned caller read', async (_, route) => {
    const { status } = await call(route, banned.cookie)
    expect([401, 403]).not.toContain(status)
    expect(status).toBeLessThan(500)
  })

  const forAdmins = routes.filter((r) => r.audiences[0] === 'admin')
  it.each(named(forAdmins))(
    '%s refuses a signed-in user who is not an admin, lets an admin through',
    async (_, route) => {
      expect((await call(route, member.cookie)).status).toBe(403)
      const { status } = await call(route, admin.cookie)
      expect([401, 403]).not.toContain(status)
      expect(status).toBeLessThan(500)
    },
  )

  it.each(named(forAdmins))('%s refuses a banned admin, reads included', async (_, route) => {
    const response = await call(route, bannedAdmin.cookie)
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('USER_BANNED')
  })

  it("keeps Better Auth's admin routes for admins", async () => {
    const list = (cookie: string) =>
      ctx.app.request('/api/auth/admin/list-users', { headers: { Cookie: cookie } })
    expect([401, 403]).toContain((await list(member.cookie)).status)
    expect((await list(admin.cookie)).status).toBe(200)
  })
})

describe('the OpenAPI document says the same (issue 19)', () => {
  it('requires a credential on exactly the operations whose guard does, and accepts one everywhere', async () => {
    const document = await (await ctx.app.request('/api/openapi.json')).json()
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie'])
    // Better Auth's routes are served by one catch-all and check the session themselves: their
    // audience is what auth.openapi.ts declares (checked against the server in the test below).
    expect(routes.map((route) => route.path)).toContain('/api/auth/*')
    const audienceOf = new Map(
      [...routes, ...authRoutes().map((route) => ({ ...route, path: `/api${route.path}` }))].map((route) => [
        `${route.method} ${openApiPath(route.path.replace(/^\/api/, ''))}`,
        route.audiences[0],
      ]),
    )
    let operations = 0
    for (const [path, item] of Object.entries<Record<string, { security: Record<string, string[]>[] }>>(
      document.paths,
    ))
      for (const [method, operation] of Object.entries(item)) {
        operations++
        const audience = audienceOf.get(`${method.toUpperCase()} ${path}`)
        expect(audience, `${method} ${path}`).toBeDefined()
        const schemes = operation.security.map((requirement) => Object.keys(requirement).join(','))
        expect(schemes, `${method} ${path}`).toEqual(
          audience === 'anyone' ? ['', 'sessionCookie', 'bearerAuth'] : ['sessionCookie', 'bearerAuth'],
        )
      }
    expect(operations).toBeGreaterThan(80)
  })

  it('documents the errors every operation of its kind can answer, from its guard and the middleware', async () => {
    const document = await (await ctx.app.request('/api/openapi.json')).json()
    for (const route of routes.filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*')) {
      const path = openApiPath(route.path.replace(/^\/api/, ''))
      const operation = document.paths[path]?.[route.method.toLowerCase()]
      if (!operation) continue
      const statuses = Object.keys(operation.responses)
      const name = `${route.method} ${path}`
      expect(statuses, name).toContain('500')
      if (route.audiences[0] !== 'anyone') expect(statuses, name).toContain('401')
      if (route.audiences[0] === 'admin')
        expect(operation.responses['403'].description, name).toContain('not allowed')
      const isWrite = !['GET', 'HEAD'].includes(route.method)
      if (isWrite && route.audiences[0] !== 'anyone')
        expect(operation.responses['403'].description, name).toContain('banned')
      if (isWrite && !path.startsWith('/auth/')) expect(statuses, name).toContain('429')
      if (statuses.includes('429'))
        expect(operation.responses['429'].headers, name).toHaveProperty('Retry-After')
      for (const status of statuses.filter((s) => /^[45]/.test(s)))
        expect(operation.responses[status].content['application/json'].schema.$ref, name).toBe(
          '#/components/schemas/Error',
        )
    }
    // A read without input: only what any request may meet.
    expect(Object.keys(document.paths['/config'].get.responses).sort()).toEqual(['200', '304', '500'])
  })

  it("declares Better Auth's session checks as the server makes them", async () => {
    for (const operation of AUTH_OPERATIONS.filter((op) => op.audience !== 'anyone')) {
      const response = await ctx.app.request(`/api${operation.path}`, {
        method: operation.method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', Origin: ctx.config.publicUrl },
        ...(operation.method === 'post' ? { body: '{}' } : {}),
      })
      const name = `${operation.method} ${operation.path}`
      // Without a session: 401 (a body the route needs may be refused first, with 400).
      expect([400, 401], name).toContain(response.status)
    }
  })

  it('refuses to describe an operation whose route declares no access', () => {
    const document = { paths: { '/forgotten': { get: { responses: {} } } } }
    expect(() => withSecurity(document, [{ method: 'GET', path: '/forgotten', audiences: [] }])).toThrow(
      /declares no access/,
    )
  })
})
