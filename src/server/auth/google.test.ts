import { afterAll, describe, expect, it } from 'vitest'
import { setupTestApp } from '../test/app'
import { startMockGoogle } from '../test/oidc'
import { cookiesFrom, post } from '../test/users'

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
  /** The in-app browser's part: it holds its own cookies through the whole round trip. */
  async function throughInAppBrowser(): Promise<{ location: string; browserCookie: string }> {
    const start = await ctx.app.request('/api/auth/app/google')
    expect(start.status).toBe(302)
    const atProvider = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' })
    const callback = new URL(atProvider.headers.get('location') ?? '')
    const back = await ctx.app.request(callback.pathname + callback.search, {
      headers: { Cookie: cookiesFrom(start) },
    })
    expect(back.status).toBe(302)
    const returnTo = new URL(back.headers.get('location') ?? '', ctx.config.publicUrl)
    expect(returnTo.pathname).toBe('/api/auth/app/return')
    const browserCookie = cookiesFrom(back)
    const end = await ctx.app.request(returnTo.pathname + returnTo.search, {
      headers: { Cookie: browserCookie },
    })
    expect(end.status).toBe(302)
    return { location: end.headers.get('location') ?? '', browserCookie }
  }

  it('returns to the app through its deep link, whose code signs the app in once with a bearer token', async () => {
    google.signInAs({ email: 'katherine@gmail.test', name: 'Katherine Johnson' })
    const { location, browserCookie } = await throughInAppBrowser()
    expect(location).toMatch(/^pointbook:\/\/auth\/confirm\?code=[\w-]+$/)
    const code = new URL(location).searchParams.get('code')
    const shell = { Origin: 'https://localhost' }
    const confirmed = await post(ctx, '/api/auth/confirm', { code }, shell)
    expect(confirmed.status).toBe(200)
    const token = confirmed.headers.get('set-auth-token') ?? ''
    const me = await ctx.app.request('/api/me', { headers: { Authorization: `Bearer ${token}` } })
    expect(await me.json()).toMatchObject({ email: 'katherine@gmail.test', name: 'Katherine Johnson' })
    // The code is good once, and the in-app browser keeps no session.
    expect((await post(ctx, '/api/auth/confirm', { code }, shell)).status).toBe(400)
    expect((await ctx.app.request('/api/me', { headers: { Cookie: browserCookie } })).status).toBe(401)
  })

  it('returns a link the app refuses (it says Error) when the browser has no session', async () => {
    const end = await ctx.app.request('/api/auth/app/return')
    expect(end.status).toBe(302)
    const code = new URL(end.headers.get('location') ?? '').searchParams.get('code')
    const confirmed = await post(ctx, '/api/auth/confirm', { code }, { Origin: 'https://localhost' })
    expect(confirmed.status).toBe(400)
  })
})

describe('without Google configured', () => {
  it('is not offered', async () => {
    const plain = await setupTestApp()
    expect((await (await plain.app.request('/api/config')).json()).google).toBe(false)
    expect((await plain.app.request('/api/auth/app/google')).status).toBe(404)
  })
})
