import { createHmac } from 'node:crypto'
import { expect } from 'vitest'
import type { TestContext } from './app'

let sequence = 0

export interface TestUser {
  id: string
  email: string
  password: string
  username: string
  name: string
  /** The session cookies, as a browser would send them. */
  cookie: string
  /** The same session as a native client's bearer token. */
  token: string
}

/** `Cookie` header value from a response's Set-Cookie headers (later ones win). */
export function cookiesFrom(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  )
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? ''
    const name = pair.split('=')[0] ?? ''
    if (/max-age=0/i.test(header) || pair.endsWith('=')) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

let clientCounter = 0

/** A made-up client address, so rate limits per IP apply to one test's calls only. */
export function nextClientIp(): string {
  clientCounter += 1
  return `198.51.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`
}

/** A JSON POST as the web app sends it (same-origin), from its own client address by default. */
export function post(ctx: TestContext, path: string, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Origin: ctx.config.publicUrl,
      'X-Forwarded-For': nextClientIp(),
      ...headers,
    },
  })
}

/** The newest 6-digit code mailed to an address (dev outbox). */
export function lastCode(ctx: TestContext, email: string): string {
  const mail = ctx.deps.mailer.outbox?.find((item) => item.to === email)
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

export function newSignUp(overrides: Record<string, unknown> = {}) {
  sequence += 1
  const tag = `${Date.now().toString(36)}${sequence}`
  return {
    email: `user${tag}@example.test`,
    password: 'correct horse 1',
    name: `User ${sequence}`,
    username: `user_${tag}`,
    acceptTerms: true,
    ...overrides,
  }
}

/** Signs up, confirms the mailed code (which signs in) and returns the session both ways. */
export async function signUpOverHttp(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const input = newSignUp(overrides)
  const signUp = await post(ctx, '/api/auth/sign-up/email', input)
  expect(signUp.status, await signUp.clone().text()).toBe(200)
  const verified = await post(ctx, '/api/auth/email-otp/verify-email', {
    email: input.email,
    otp: lastCode(ctx, input.email),
  })
  expect(verified.status, await verified.clone().text()).toBe(200)
  const body = (await verified.json()) as { user: { id: string } }
  const token = verified.headers.get('set-auth-token') ?? ''
  return {
    id: body.user.id,
    email: input.email,
    password: input.password,
    username: input.username,
    name: input.name,
    cookie: cookiesFrom(verified),
    token,
  }
}

/** Password hashes are slow on purpose: the shared test password is hashed once per process. */
const hashes = new Map<string, Promise<string>>()

/** The session token as Better Auth signs it for the cookie and as `set-auth-token` hands it out. */
function signed(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`
}

/**
 * A confirmed, signed-in user made directly through the auth library's own adapter (its user
 * hooks run: defaults, ADMIN_EMAILS), without the HTTP sign-up and mail round trips; the
 * sign-up itself is tested through HTTP (`signUpOverHttp`).
 */
export async function createUser(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const input = newSignUp(overrides) as ReturnType<typeof newSignUp> & Record<string, string>
  const auth = await ctx.deps.auth.$context
  if (!hashes.has(input.password)) hashes.set(input.password, auth.password.hash(input.password))
  const user = await auth.internalAdapter.createUser(
    {
      email: input.email,
      name: input.name,
      username: input.username.toLowerCase(),
      displayUsername: input.username,
      emailVerified: true,
    },
    { method: 'email-password' },
  )
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await (hashes.get(input.password) as Promise<string>),
  })
  const session = await auth.internalAdapter.createSession(user.id, false)
  // A ban that has not (yet) ended the session: what the guards must still refuse writes to.
  if (overrides.banned === true)
    await auth.internalAdapter.updateUser(user.id, { banned: true, bannedAt: new Date() })
  const token = signed(session.token, ctx.deps.secret)
  return {
    id: user.id,
    email: input.email,
    password: input.password,
    username: input.username,
    name: input.name,
    cookie: `pointbook.session_token=${encodeURIComponent(token)}`,
    token,
  }
}

/** Several signed-up, signed-in users at once, by the names a test calls them. */
export async function createUsers<Name extends string>(
  ctx: TestContext,
  ...names: Name[]
): Promise<Record<Name, TestUser>> {
  const users = {} as Record<Name, TestUser>
  for (const name of names) users[name] = await createUser(ctx)
  return users
}
