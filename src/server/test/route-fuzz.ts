import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AUTH_BODIES, AUTH_READS } from '../../shared/auth-inputs'
import { MEMBER_ROLES, VISIBILITIES } from '../../shared/books'
import { ERROR_CODES } from '../../shared/errors'
import { STAR_KINDS } from '../../shared/stars'
import en from '../../web/i18n/en.json'
import { openApiDocument } from '../app'
import { setupTestApp } from './app'
import { startChatServer } from './chat'
import { caller, newBook, newPoint } from './fixtures'
import { registeredRoutes, SAMPLE_ID } from './routes'
import { createUser, nextClientIp, type TestUser } from './users'

/**
 * The route fuzz, in parts: each test file runs every `shards`-th route from `shard`, so the parts
 * run side by side on the suite's workers (the whole walk was one file of 170 s, the longest of
 * the API suite by eight times). Each part has its own app, database and fixtures.
 */
export async function fuzzRoutes(shard: number, shards: number) {
  /**
   * Arbitrary strings and JSON at every registered /api route, as an anonymous caller, a stranger
   * and the owner of the book, point and note the path names: no answer may be a 5xx, and every
   * error must be the one error shape (API.md) with field details the catalog can translate.
   */
  const RUNS = Number(process.env.ROUTE_FUZZ_RUNS ?? 40)
  const SEED = process.env.ROUTE_FUZZ_SEED ? Number(process.env.ROUTE_FUZZ_SEED) : undefined

  // The book agent answers from a chat server of the test's own, so its route is fuzzed too.
  const chat = await startChatServer()
  afterAll(() => chat.close())
  const ctx = await setupTestApp({
    AI_BASE_URL: chat.url,
    AI_API_KEY: 'fuzz',
    AI_MODEL: 'fuzz',
    AI_GENERATIONS_PER_DAY: '100000',
  })
  const call = caller(ctx)
  const stranger = await createUser(ctx)

  // --- What to send -------------------------------------------------------------------------

  /** Characters that have broken servers: NUL, lone surrogates, controls, bidi overrides, RTL text. */
  const SPECIAL = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0001', '\u001F', '\u007F', '\uFFFE']
  const RTL = ['\u202E', '\u202D', '\u200F', '\u061C', 'مرحبا', 'שלום', '\u2066', '\u2069']
  const WEIRD = ['%', '\\', "'", '"', '_', '*', '/', '..', '../..', '\r\n', '\t', ' ', '😀', '𠮷', 'é', 'İ']
  const NUMBERS = [
    '0',
    '-1',
    '-0',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    '2147483647',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '9223372036854775808',
    '9'.repeat(400),
  ]

  const char = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.constantFrom(...SPECIAL, ...RTL, ...WEIRD) },
    { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)) },
  )

  const nastyString: fc.Arbitrary<string> = fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: char, maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', 'undefined', 'true', '[]', '{}') },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('x', 'ت', '😀', '\u0000', 'a-'), fc.constantFrom(101, 1000, 10_001, 100_000))
        .map(([unit, count]) => unit.repeat(count)),
    },
  )

  const hugeNumber = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, 1_000_001, -1),
  )

  /** What the owner has, so paths and bodies can name things that exist. */
  type Fixtures = Record<
    'bookId' | 'privateBookId' | 'slug' | 'pointId' | 'noteId' | 'userId' | 'username',
    string
  >

  /** Real ids, a slug, usernames, a UUID that names nothing, the star kinds. */
  function knownValues(fixtures: Fixtures): string[] {
    return [...Object.values(fixtures), stranger.id, SAMPLE_ID, ...STAR_KINDS]
  }

  function leaf(fixtures: Fixtures): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 4, arbitrary: nastyString },
      { weight: 2, arbitrary: fc.constantFrom(...knownValues(fixtures)) },
      { weight: 2, arbitrary: hugeNumber },
      { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    )
  }

  /** A well-formed value for a field the shared schemas read, so probes also get past validation. */
  function plausible(field: string, fixtures: Fixtures): fc.Arbitrary<unknown> {
    const words = fc.constantFrom('A title', 'Biology 1', '心臓 😀', 'x')
    const byField: Record<string, fc.Arbitrary<unknown>> = {
      visibility: fc.constantFrom(...VISIBILITIES),
      role: fc.constantFrom(...MEMBER_ROLES),
      allowCopy: fc.boolean(),
      rememberMe: fc.boolean(),
      revokeOtherSessions: fc.boolean(),
      acceptTerms: fc.constant(true),
      slug: fc.constantFrom('a-slug', fixtures.slug),
      bookId: fc.constantFrom(fixtures.bookId, fixtures.privateBookId),
      afterId: fc.constantFrom(fixtures.pointId, null),
      position: fc.nat(5),
      sectionTitle: fc.constantFrom('', 'Part 1', 'Part 2'),
      section: fc.constantFrom('', 'Part 1'),
      after: fc.constantFrom(null, '', 'Part 1'),
      username: fc.constantFrom(fixtures.username, stranger.username, 'someone_new'),
      email: fc.constantFrom(stranger.email, 'someone@example.test'),
      password: fc.constant('correct horse 1'),
      currentPassword: fc.constant('correct horse 1'),
      newPassword: fc.constant('another horse 2'),
      otp: fc.constantFrom('123456', '000000'),
      provider: fc.constant('google'),
      type: fc.constantFrom('email-verification', 'sign-in', 'forget-password'),
      callbackURL: fc.constantFrom('/books', '//evil.example'),
    }
    return byField[field] ?? words
  }

  /** The JSON fields of a route's body, as its OpenAPI description (or the auth surface) names them. */
  function fieldsOf(target: Target): string[] {
    const authPath = target.path.slice('/api/auth'.length) as keyof typeof AUTH_BODIES
    if (target.auth && Object.hasOwn(AUTH_BODIES, authPath)) return Object.keys(AUTH_BODIES[authPath].shape)
    return Object.keys(
      operationOf(target)?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    )
  }

  function jsonBody(target: Target, fixtures: Fixtures): fc.Arbitrary<unknown> {
    const fields = fieldsOf(target)
    const value = (field: string) =>
      fc.oneof({ weight: 3, arbitrary: plausible(field, fixtures) }, { weight: 1, arbitrary: leaf(fixtures) })
    const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, value(field)])), {
      requiredKeys: [],
    })
    return fc.oneof(
      { weight: fields.length ? 6 : 0, arbitrary: shaped },
      {
        weight: 1,
        arbitrary: fc
          .tuple(shaped, fc.dictionary(nastyString, leaf(fixtures), { maxKeys: 2 }))
          .map(([a, b]) => ({ ...b, ...a })),
      },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    )
  }

  type Body =
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string | null }

  function body(target: Target, fixtures: Fixtures): fc.Arbitrary<Body> {
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      { weight: 6, arbitrary: jsonBody(target, fixtures).map((value): Body => ({ kind: 'json', value })) },
      {
        weight: 1,
        arbitrary: fc
          .record({
            text: fc.oneof(
              nastyString,
              fc.constantFrom('{', '{"title":', '[1,', '"\\u0000"', '{"a":"\\ud800"}'),
            ),
            contentType: fc.constantFrom(
              'application/json',
              'application/json; charset=utf-8',
              'text/plain',
              'multipart/form-data; boundary=x',
              null,
            ),
          })
          .map((raw): Body => ({ kind: 'raw', ...raw })),
      },
    )
  }

  /** A path or query part: percent-encoded text, or raw escapes a client should not send. */
  type Part = { encoded: string } | { raw: string }
  const RAW_ESCAPES = ['%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%80', '%FF', '%2F', '%2e%2e', '+']

  function part(known: fc.Arbitrary<string>): fc.Arbitrary<Part> {
    return fc.oneof(
      { weight: 4, arbitrary: known.map((encoded) => ({ encoded })) },
      { weight: 4, arbitrary: nastyString.map((encoded) => ({ encoded })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES).map((raw) => ({ raw })) },
    )
  }

  /** Percent-encodes a string; a lone surrogate becomes its (invalid) 3-byte UTF-8 form. */
  function encodePart(p: Part): string {
    if ('raw' in p) return p.raw
    let out = ''
    for (const ch of p.encoded) {
      const unit = ch.charCodeAt(0)
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      } else out += encodeURIComponent(ch)
    }
    return out
  }

  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  /** Times at the edges of what JavaScript and PostgreSQL can hold, year 0 (1 BC) among them. */
  const YEAR_0 = { min: Date.parse('0000-01-01T00:00:00Z'), max: Date.parse('0001-01-01T00:00:00Z') - 1 }
  const edgeTime = fc.oneof(
    { weight: 2, arbitrary: fc.integer(YEAR_0).map((ms) => new Date(ms).toISOString()) },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '0000-01-01T00:00:00Z',
        '0001-01-01T00:00:00Z',
        '9999-12-31T23:59:59.9999999Z',
      ),
    },
  )
  const edgeNumber = fc.oneof(
    hugeNumber,
    fc.integer({ min: 2 ** 31 - 2, max: 2 ** 31 + 2 }),
    fc.integer({ min: -(2 ** 31) - 2, max: -(2 ** 31) + 2 }),
    fc.maxSafeInteger(),
  )

  /** Cursors: forged keys of the right shape with edge values, arbitrary JSON, arbitrary text. */
  const cursor: fc.Arbitrary<string> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.oneof(edgeTime, edgeNumber),
          fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: nastyString }),
        )
        .map(base64url),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(base64url) },
    { weight: 1, arbitrary: nastyString },
  )

  const QUERY_VALUES: Record<string, string[]> = {
    scope: ['explore', 'mine', 'shared'],
    sort: ['new', 'stars'],
    kind: ['point', 'book'],
    limit: ['1', '2', '100', '101', '0', '-1', '1e2', '1e309'],
  }

  /**
   * The query of a probe: the parameters the route reads (its OpenAPI description) and one it
   * does not, each with values of its own kind or arbitrary ones; now and then an arbitrary key.
   */
  function query(target: Target): fc.Arbitrary<[Part, Part][]> {
    const named = (operationOf(target)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
    const valuesFor = (name: string): fc.Arbitrary<Part> =>
      name === 'cursor'
        ? fc.oneof(
            { weight: 3, arbitrary: cursor.map((encoded) => ({ encoded })) },
            { weight: 1, arbitrary: part(fc.constant('')) },
          )
        : part(fc.constantFrom(...(QUERY_VALUES[name] ?? ['x'])))
    const known = fc.record(
      Object.fromEntries([...named, 'unknown'].map((name) => [name, valuesFor(name)])),
      {
        requiredKeys: [],
      },
    )
    const extra = fc.array(fc.tuple(part(fc.constant('q')), part(fc.constant('x'))), { maxLength: 1 })
    return fc
      .tuple(known, extra)
      .map(([pairs, more]) => [
        ...(Object.entries(pairs) as [string, Part][]).map(([name, value]): [Part, Part] => [
          { encoded: name },
          value,
        ]),
        ...more,
      ])
  }

  // --- Where to send it ---------------------------------------------------------------------

  interface Operation {
    parameters?: { in: string; name: string }[]
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  }

  const document = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> }

  /** The route's operation in the app's own OpenAPI document (`/api/books/:id` → `/books/{id}`). */
  function operationOf(target: Target): Operation | undefined {
    const path = target.path.slice('/api'.length).replace(/:([A-Za-z]+)/g, '{$1}')
    return document.paths[path]?.[target.method.toLowerCase()]
  }

  interface Target {
    method: string
    /** A Hono pattern: `/api/books/:id/points`; the auth wildcard is expanded to its paths. */
    path: string
    /** Auth-library routes: sign-out and friends end the caller's session, so callers are fresh. */
    auth: boolean
  }

  function targets(): Target[] {
    const list: Target[] = []
    for (const route of registeredRoutes(ctx.app)) {
      if (!route.path.startsWith('/api/')) continue
      const methods = route.method === 'ALL' ? ['GET', 'POST', 'PATCH', 'DELETE'] : [route.method]
      if (route.path === '/api/auth/*') {
        const paths = route.method === 'GET' ? AUTH_READS : Object.keys(AUTH_BODIES)
        for (const path of paths) list.push({ method: route.method, path: `/api/auth${path}`, auth: true })
        list.push({ method: route.method, path: '/api/auth/:anything', auth: true })
        continue
      }
      for (const method of methods)
        list.push({ method, path: route.path.replace(/\*$/, ':anything'), auth: false })
    }
    return list
  }

  /** The real values a parameter may name, by the segment before it and its name. */
  function realValues(fixtures: Fixtures, before: string, name: string): string[] {
    if (name === 'idOrSlug') return [fixtures.bookId, fixtures.privateBookId, fixtures.slug]
    if (name === 'userId') return [fixtures.userId, stranger.id]
    if (name === 'username') return [fixtures.username, stranger.username]
    if (name === 'kind') return [...STAR_KINDS]
    if (before === 'books') return [fixtures.bookId, fixtures.privateBookId]
    if (before === 'points') return [fixtures.pointId]
    if (before === 'notes') return [fixtures.noteId]
    if (before === 'profiles') return [fixtures.userId, stranger.id]
    return [SAMPLE_ID, fixtures.bookId, fixtures.pointId]
  }

  function pathParts(target: Target, fixtures: Fixtures): fc.Arbitrary<string[]> {
    const segments = target.path.split('/')
    return fc.tuple(
      ...segments.map((segment, index) => {
        const param = /^:([A-Za-z]+)/.exec(segment)?.[1]
        if (!param) return fc.constant(segment)
        const known = fc.constantFrom(...realValues(fixtures, segments[index - 1] ?? '', param))
        return part(known).map(encodePart)
      }),
    )
  }

  type Who = 'anonymous' | 'stranger' | 'owner'

  interface Probe {
    who: Who
    path: string[]
    query: [Part, Part][]
    body: Body
  }

  function probe(target: Target, fixtures: Fixtures): fc.Arbitrary<Probe> {
    return fc.record({
      who: fc.constantFrom<Who>('anonymous', 'stranger', 'owner'),
      path: pathParts(target, fixtures),
      query: query(target),
      body: body(target, fixtures),
    })
  }

  async function send(target: Target, owner: TestUser, p: Probe): Promise<Response> {
    const search = p.query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&')
    const url = `${p.path.join('/')}${search ? `?${search}` : ''}`
    // `..` segments resolve out of /api (to the web app): not an API request.
    fc.pre(new URL(url, 'http://localhost').pathname.startsWith('/api/'))
    // Auth routes may end the session they are sent with: they get a fresh user each time.
    let user: TestUser | null = p.who === 'owner' ? owner : p.who === 'stranger' ? stranger : null
    if (user && target.auth) user = await createUser(ctx)
    const headers: Record<string, string> = {
      Origin: ctx.config.publicUrl,
      'X-Forwarded-For': nextClientIp(),
    }
    if (user) headers.Cookie = user.cookie
    const init: RequestInit = { method: target.method, headers }
    if (target.method !== 'GET' && target.method !== 'HEAD') {
      if (p.body.kind === 'json') {
        headers['Content-Type'] = 'application/json'
        init.body = JSON.stringify(p.body.value) ?? 'null'
      } else if (p.body.kind === 'raw') {
        if (p.body.contentType) headers['Content-Type'] = p.body.contentType
        init.body = p.body.text
      }
    }
    return ctx.app.request(url, init)
  }

  // --- What must hold -----------------------------------------------------------------------

  const VALIDATION_KEYS = new Set(Object.keys(en.validation))

  const ErrorBody = z.strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES as [string, ...string[]]),
      message: z.string().min(1),
      details: z
        .array(
          z.strictObject({
            path: z.string(),
            code: z.string().refine((code) => VALIDATION_KEYS.has(code), 'not a validation catalog key'),
          }),
        )
        .optional(),
      requestId: z.string().optional(),
    }),
  })

  async function expectSound(response: Response, described: string) {
    // The realtime stream never ends by itself: its status and type are the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel()
      expect(response.status, described).toBe(200)
      return
    }
    const text = await response.text()
    expect(response.status, `${described} → ${response.status} ${text.slice(0, 500)}`).toBeLessThan(500)
    if (response.status < 400) return
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    const parsed = ErrorBody.safeParse(json)
    expect(parsed.success, `${described} → ${response.status} ${text.slice(0, 500)} ${parsed.error}`).toBe(
      true,
    )
  }

  /**
   * An owner with a public book that may be copied, with a point and a note, and a private book
   * with a point.
   */
  async function ownerWithFixtures(): Promise<{ owner: TestUser; fixtures: Fixtures }> {
    const owner = await createUser(ctx)
    const book = await newBook(call, owner, { visibility: 'public', allowCopy: true })
    const hidden = await newBook(call, owner, { visibility: 'private' })
    await newPoint(call, owner, hidden.id)
    const point = await newPoint(call, owner, book.id, { content: 'Body', hiddenContent: 'Hidden' })
    const note = await call(owner, 'POST', `/points/${point.id}/notes`, { content: 'A note' })
    expect(note.status, JSON.stringify(note.body)).toBe(201)
    await call(stranger, 'PUT', `/stars/book/${book.id}`)
    return {
      owner,
      fixtures: {
        bookId: book.id,
        privateBookId: hidden.id,
        slug: book.slug,
        pointId: point.id,
        noteId: note.body.id,
        userId: owner.id,
        username: owner.username,
      },
    }
  }

  const every = targets()
  // The auth library's routes cost most (fresh users, password hashes): each part takes its share.
  const mine = (list: Target[]) => list.filter((_, index) => index % shards === shard)
  const all = [...mine(every.filter((t) => t.auth)), ...mine(every.filter((t) => !t.auth))]
  const shared = await ownerWithFixtures()
  /** Routes that delete or change what they name, or add the stranger as a member, get their own. */
  const changesFixtures = (target: Target) => ['DELETE', 'PATCH', 'PUT'].includes(target.method)

  describe(`the route fuzz, part ${shard + 1} of ${shards}`, () => {
    if (shard === 0)
      it('walks the routes the app registers, the auth paths among them', () => {
        const names = every.map((target) => `${target.method} ${target.path}`)
        expect(names).toEqual(
          expect.arrayContaining([
            'POST /api/books',
            'PUT /api/stars/:kind/:id',
            'GET /api/me/notes',
            'POST /api/auth/sign-in/email',
          ]),
        )
      })

    it.each(all.map((target) => [`${target.method} ${target.path}`, target] as const))(
      '%s answers arbitrary input without a 5xx, errors in the one shape',
      async (_, target) => {
        const { owner, fixtures } = changesFixtures(target) ? await ownerWithFixtures() : shared
        await fc.assert(
          fc.asyncProperty(probe(target, fixtures), async (p) => {
            const response = await send(target, owner, p)
            await expectSound(
              response,
              `${target.method} ${p.path.join('/')} as ${p.who} ${JSON.stringify(p)}`,
            )
          }),
          { numRuns: RUNS, seed: SEED },
        )
      },
      60_000,
    )
  })
}
