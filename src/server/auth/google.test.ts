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

describe('without Google configured', () => {
  it('is not offered', async () => {
    const plain = await setupTestApp()
    expect((await (await plain.app.request('/api/config')).json()).google).toBe(false)
  })
})
