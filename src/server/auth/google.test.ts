import { createHash, randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { setupTestApp } from '../test/app'
import { startMockGoogle } from '../test/oidc'
import { cookiesFrom, createUsers, post } from '../test/users'

const google = await startMockGoogle()
afterAll(() => google.stop())
const ctx = await setupTestApp({
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_DISCOVERY_URL: google.discoveryUrl,
})

/** The browser's part: follow the redirect to the provider and back to our callback. */
async function continueWithGoogle(): Promise<Response> {
  const start = await post(ctx, '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })
  expect(start.status).toBe(200)
  const { url } = (await start.json()) as { url: string }
  expect(url.startsWith(google.issuer)).toBe(true)
  expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256')

  const atProvider = await fetch(url, { redirect: 'manual' })
  expect(atProvider.status).toBe(302)
  const callback = new URL(atProvider.headers.get('location') ?? '')
  expect(callback.pathname).toBe('/api/auth/callback/google')

  return ctx.app.request(callback.pathname + callback.search, { headers: { Cookie: cookiesFrom(start) } })
}

describe('Continue with Google', () => {
  it('is offered when the client id and secret are set', async () => {
    expect((await (await ctx.app.request('/api/config')).json()).google).toBe(true)
  })

  it('signs a new person up through the provider and back, with a username of their own', async () => {
    google.signInAs({ email: 'ada.lovelace@gmail.test', name: 'Ada Lovelace' })
    const back = await continueWithGoogle()
    expect(back.status).toBe(302)
    expect(new URL(back.headers.get('location') ?? '', 'http://x').pathname).toBe('/')
    const me = await ctx.app.request('/api/me', { headers: { Cookie: cookiesFrom(back) } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email: 'ada.lovelace@gmail.test',
      name: 'Ada Lovelace',
      username: 'adalovelace',
      emailVerified: true,
    })
  })

  it('signs the same person in again to the same account', async () => {
    google.signInAs({ email: 'grace@gmail.test', name: 'Grace Hopper' })
    const first = await ctx.app.request('/api/me', {
      headers: { Cookie: cookiesFrom(await continueWithGoogle()) },
    })
    const second = await ctx.app.request('/api/me', {
      headers: { Cookie: cookiesFrom(await continueWithGoogle()) },
    })
    expect((await second.json()).id).toBe((await first.json()).id)
  })

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await post(ctx, '/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' })
    const { url } = (await start.json()) as { url: string }
    const atProvider = await fetch(url, { redirect: 'manual' })
    const callback = new URL(atProvider.headers.get('location') ?? '')
    const response = await ctx.app.request(callback.pathname + callback.search)
    expect(
      response.headers
        .getSetCookie()
        .some((c) => c.startsWith('pointbook.session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false)
  })
})

describe('Continue with Google in the native shell', () => {
  /** The shell's half of the binding (web/native/app-sign-in.ts): a verifier and its SHA-256. */
  function shellSecret() {
    const verifier = randomBytes(32).toString('base64url')
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
  }
  const shell = { Origin: 'https://localhost' }

  /**
   * The in-app browser's part: it holds its own cookies through the whole round trip, and the
   * shell opened it itself (`Sec-Fetch-Site: none`). `jar` is what the browser already held.
   */
  async function throughInAppBrowser(challenge: string, jar = '') {
    const start = await ctx.app.request(`/api/auth/app/google?challenge=${challenge}`, {
      headers: { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate', ...(jar ? { Cookie: jar } : {}) },
    })
    expect(start.status).toBe(302)
    const afterStart = cookiesFrom(start, jar)
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })
    const callback = new URL(atProvider.headers.get('location') ?? '')
    const back = await ctx.app.request(callback.pathname + callback.search, {
      headers: { Cookie: afterStart },
    })
    expect(back.status).toBe(302)
    const returnTo = new URL(back.headers.get('location') ?? '', ctx.config.publicUrl)
    expect(returnTo.pathname).toBe('/api/auth/app/return')
    const browserCookie = cookiesFrom(back, afterStart)
    // Back from Google the chain crossed sites: the return is a cross-site navigation.
    const end = await ctx.app.request(returnTo.pathname + returnTo.search, {
      headers: { Cookie: browserCookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
    })
    expect(end.status).toBe(302)
    return { location: end.headers.get('location') ?? '', browserCookie: cookiesFrom(end, browserCookie) }
  }
  const codeOf = (location: string) => new URL(location).searchParams.get('code')

  it('returns to the app through its deep link, whose code signs the app in once with the verifier', async () => {
    google.signInAs({ email: 'katherine@gmail.test', name: 'Katherine Johnson' })
    const { verifier, challenge } = shellSecret()
    const { location, browserCookie } = await throughInAppBrowser(challenge)
    expect(location).toMatch(/^pointbook:\/\/auth\/confirm\?code=[\w-]+$/)
    const code = codeOf(location)
    // Without the verifier (another app that claims pointbook://) or with another one: refused.
    expect((await post(ctx, '/api/auth/confirm', { code }, shell)).status).toBe(400)
    const other = shellSecret().verifier
    expect((await post(ctx, '/api/auth/confirm', { code, verifier: other }, shell)).status).toBe(400)
    const confirmed = await post(ctx, '/api/auth/confirm', { code, verifier }, shell)
    expect(confirmed.status).toBe(200)
    const token = confirmed.headers.get('set-auth-token') ?? ''
    const me = await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } })
    expect(await me.json()).toMatchObject({ email: 'katherine@gmail.test', name: 'Katherine Johnson' })
    // The code is good once; the in-app browser's own sign-in is not ended by the hand-off.
    expect((await post(ctx, '/api/auth/confirm', { code, verifier }, shell)).status).toBe(400)
    expect((await ctx.app.request('/api/me', { headers: { Cookie: browserCookie } })).status).toBe(200)
  })

  it('hands no session over to a visit it did not start, and ends none (a site that sends the user there)', async () => {
    // A person signed in on the web, in the browser the in-app browser shares its cookies with.
    const { person } = await createUsers(ctx, 'person')
    const visit = await ctx.app.request('/api/auth/app/return', {
      headers: { Cookie: person.cookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
    })
    expect(visit.status).toBe(302)
    const code = codeOf(visit.headers.get('location') ?? '')
    expect((await post(ctx, '/api/auth/confirm', { code }, shell)).status).toBe(400)
    expect(visit.headers.getSetCookie().some((c) => c.startsWith('pointbook.session_token='))).toBe(false)
    expect((await ctx.app.request('/api/me', { headers: { Cookie: person.cookie } })).status).toBe(200)
  })

  it('hands over only the session its own sign-in made, not one the browser had before the flow', async () => {
    const { earlier: person } = await createUsers(ctx, 'earlier')
    const { challenge } = shellSecret()
    // A flow started in a browser that already holds a session, whose return comes before Google's.
    const start = await ctx.app.request(`/api/auth/app/google?challenge=${challenge}`, {
      headers: { 'Sec-Fetch-Site': 'none', Cookie: person.cookie },
    })
    const jar = cookiesFrom(start, person.cookie)
    const early = await ctx.app.request('/api/auth/app/return', { headers: { Cookie: jar } })
    expect(codeOf(early.headers.get('location') ?? '')).toBe('sign-in-failed')
    expect((await ctx.app.request('/api/me', { headers: { Cookie: person.cookie } })).status).toBe(200)
  })

  it('cannot be started by another page, nor without a challenge', async () => {
    const { challenge } = shellSecret()
    for (const site of ['cross-site', 'same-site', 'same-origin']) {
      const started = await ctx.app.request(`/api/auth/app/google?challenge=${challenge}`, {
        headers: { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': 'navigate' },
      })
      expect([started.status, (await started.json()).error.code]).toEqual([403, 'CROSS_SITE_REQUEST'])
    }
    const bare = await ctx.app.request('/api/auth/app/google', { headers: { 'Sec-Fetch-Site': 'none' } })
    expect([bare.status, (await bare.json()).error.code]).toEqual([400, 'VALIDATION_FAILED'])
  })

  it('returns a link the app refuses (it says Error) when the browser has no session', async () => {
    const end = await ctx.app.request('/api/auth/app/return')
    expect(end.status).toBe(302)
    const code = codeOf(end.headers.get('location') ?? '')
    const confirmed = await post(ctx, '/api/auth/confirm', { code }, shell)
    expect(confirmed.status).toBe(400)
  })
})

describe('a callback anyone can send', () => {
  it('with a state it never issued is refused without an error in the log', async () => {
    const errors = vi.spyOn(ctx.deps.logger, 'error')
    try {
      const forged = await ctx.app.request('/api/auth/callback/google?state=made-up&code=x')
      expect(forged.status).toBe(302)
      expect(forged.headers.get('location')).toContain('error=state_mismatch')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })

  it('of a provider the server does not offer is 404', async () => {
    const other = await ctx.app.request('/api/auth/callback/github?state=x&code=y')
    expect([other.status, (await other.json()).error.code]).toEqual([404, 'NOT_FOUND'])
  })
})

describe('without Google configured', () => {
  it('is not offered', async () => {
    const plain = await setupTestApp()
    const callback = await plain.app.request('/api/auth/callback/google?state=x&code=y')
    expect(callback.status).toBe(404)
    expect((await (await plain.app.request('/api/config')).json()).google).toBe(false)
    const challenge = createHash('sha256').update('v').digest('base64url')
    expect((await plain.app.request(`/api/auth/app/google?challenge=${challenge}`)).status).toBe(404)
  })
})
