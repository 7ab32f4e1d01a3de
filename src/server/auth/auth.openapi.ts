import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { AUTH_BODIES, type AuthBodyPath } from '../../shared/auth-inputs'
import { AvatarUrl } from '../../shared/books'
import type { ErrorCode } from '../../shared/errors'
import { text, timestamp } from '../../shared/text'
import type { Audience, RegisteredRoute } from '../http/access'
import { errors, json, jsonBody } from '../http/openapi'

/**
 * Better Auth's routes under /api/auth, as far as the app uses them (auth-surface.ts), in the
 * one OpenAPI document: each body the shared schema the route checks it with (AUTH_BODIES), each
 * answer as this server sends it — tokens taken out of bodies (auth-response.ts), errors in the
 * one shape (auth-errors.ts). Better Auth's own OpenAPI plugin describes every endpoint it has,
 * most of which answer 404 here, with its own bodies, not the schemas the app checks; so the
 * routes the web app and the native shell use are described here instead.
 */

/** The account as Better Auth answers it; more fields may follow (loose). */
const AuthUser = z
  .looseObject({
    id: text(),
    email: text().meta({ format: 'email' }),
    emailVerified: z.boolean(),
    name: text(),
    image: AvatarUrl.optional(),
    username: text().nullable().optional(),
    displayUsername: text().nullable().optional(),
    role: text().nullable().optional().meta({ description: '`user` or `admin`' }),
    banned: z.boolean().nullable().optional(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'AuthUser' })

/** A session, without its token (auth-response.ts: tokens never reach a page's scripts). */
const AuthSession = z
  .looseObject({
    id: text(),
    userId: text(),
    expiresAt: timestamp(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    ipAddress: text().nullable().optional(),
    userAgent: text().nullable().optional(),
  })
  .meta({ id: 'AuthSession' })

const WithUser = z.looseObject({ user: AuthUser })
const SignedIn = z.looseObject({
  redirect: z.boolean(),
  url: text().nullable().optional(),
  user: AuthUser,
})
const Success = z.object({ success: z.boolean() })
/** A mailed link's code exchanged: signed in (sign-in, confirm) or a new password (reset). */
export const ConfirmedAnswer = z.looseObject({
  success: z.boolean().optional(),
  status: z.boolean().optional(),
  user: AuthUser.optional(),
})
const Status = z.object({ status: z.boolean() })

/** A sign-in's answer to a client not using the cookie: its bearer credential. */
export const AUTH_TOKEN_HEADER = {
  'set-auth-token': {
    description:
      'The session token, signed, for `Authorization: Bearer …`: sent to a client that does not use the session cookie (the native shell), never to a browser using it.',
    schema: { type: 'string' as const },
  },
}

interface AuthOperation {
  method: 'get' | 'post'
  path: string
  operationId: string
  summary: string
  description?: string
  audience: Audience
  body?: AuthBodyPath
  query?: z.ZodObject
  params?: z.ZodObject
  /** The success answer. */
  ok: Record<number, unknown>
  errors: ErrorCode[]
}

function signedInAnswer(schema: z.ZodType, description: string) {
  return { 200: { ...json(schema, description), headers: AUTH_TOKEN_HEADER } }
}

/** The sign-in routes' own limit (per account with back-off, and Better Auth's per address). */
const SIGN_IN_ERRORS: ErrorCode[] = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'USER_BANNED',
  'RATE_LIMITED',
]
const CODE_ERRORS: ErrorCode[] = ['INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'RATE_LIMITED']

export const AUTH_OPERATIONS: AuthOperation[] = [
  {
    method: 'post',
    path: '/auth/sign-up/email',
    operationId: 'signUp',
    summary: 'Create an account',
    description:
      'Creates the account and mails a 6-digit code to confirm the address (`/auth/email-otp/verify-email`); no session until then.',
    audience: 'anyone',
    body: '/sign-up/email',
    ok: { 200: json(WithUser, 'The new account, not signed in yet') },
    errors: ['USERNAME_TAKEN', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/sign-in/email',
    operationId: 'signInWithEmail',
    summary: 'Sign in with email and password',
    description:
      'Sets the session cookie; a client not using it (the native shell) also gets the token in `set-auth-token`. An unconfirmed address gets a new code and 403 `EMAIL_NOT_VERIFIED`.',
    audience: 'anyone',
    body: '/sign-in/email',
    ok: signedInAnswer(SignedIn, 'Signed in'),
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/auth/sign-in/username',
    operationId: 'signInWithUsername',
    summary: 'Sign in with username and password',
    description:
      'Anyone may call it. Like `POST /auth/sign-in/email`: sets the cookie, and gives a client without ' +
      'it the token in `set-auth-token`. 401 for a wrong username or password; repeated failures pause ' +
      "the account's sign-in (429 with `Retry-After`).",
    audience: 'anyone',
    body: '/sign-in/username',
    ok: signedInAnswer(SignedIn, 'Signed in'),
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/auth/sign-in/email-otp',
    operationId: 'signInWithCode',
    summary: 'Sign in with a code mailed to the address',
    description:
      'Anyone may call it, with the code `POST /auth/email-otp/send-verification-otp` mailed (`type: ' +
      'sign-in`). 400 for a wrong or expired code; after too many wrong ones, 429 `TOO_MANY_ATTEMPTS`: ' +
      'ask for a new code.',
    audience: 'anyone',
    body: '/sign-in/email-otp',
    ok: signedInAnswer(WithUser, 'Signed in'),
    errors: [...CODE_ERRORS, 'USER_BANNED'],
  },
  {
    method: 'post',
    path: '/auth/sign-in/social',
    operationId: 'startGoogleSignIn',
    summary: 'Start Google sign-in in this browser',
    description:
      "Answers the address of Google's sign-in page; the browser goes there and returns to `/auth/callback/google`.",
    audience: 'anyone',
    body: '/sign-in/social',
    ok: { 200: json(z.looseObject({ url: text(), redirect: z.boolean() }), 'Where to send the browser') },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/email-otp/send-verification-otp',
    operationId: 'sendCode',
    summary: 'Mail a 6-digit code',
    description:
      'For confirming the address (`email-verification`), signing in (`sign-in`) or a new password (`forget-password`). Answers the same whether or not the address has an account.',
    audience: 'anyone',
    body: '/email-otp/send-verification-otp',
    ok: { 200: json(Success, 'Mailed, if the address can receive it') },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/email-otp/verify-email',
    operationId: 'confirmEmail',
    summary: 'Confirm the address with its code, and sign in',
    description:
      'Anyone may call it, with the code mailed at sign-up; it signs in as sign-in does. 400 for a ' +
      'wrong or expired code; after too many wrong ones, 429 `TOO_MANY_ATTEMPTS`.',
    audience: 'anyone',
    body: '/email-otp/verify-email',
    ok: signedInAnswer(z.looseObject({ status: z.boolean(), user: AuthUser }), 'Confirmed and signed in'),
    errors: CODE_ERRORS,
  },
  {
    method: 'post',
    path: '/auth/email-otp/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with a mailed code',
    description: "Ends the account's sessions.",
    audience: 'anyone',
    body: '/email-otp/reset-password',
    ok: { 200: json(Success, 'The new password is set') },
    errors: CODE_ERRORS,
  },
  {
    method: 'post',
    path: '/auth/change-password',
    operationId: 'changePassword',
    summary: 'Change my password',
    description:
      'Signed in. 401 `INVALID_CREDENTIALS` for a wrong current password; a client without the cookie ' +
      "gets its session's token again in `set-auth-token`.",
    audience: 'signed-in',
    body: '/change-password',
    ok: signedInAnswer(WithUser, 'Changed'),
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/delete-user',
    operationId: 'deleteMyAccount',
    summary: 'Delete my account',
    description: 'The password confirms it; the account, its books, points and posts are deleted.',
    audience: 'signed-in',
    body: '/delete-user',
    ok: { 200: json(z.looseObject({ success: z.boolean(), message: text().optional() }), 'Deleted') },
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/sign-out',
    operationId: 'signOut',
    summary: 'Sign out',
    description:
      'Ends this session; its cookie or bearer token fails on the next request. Without a session it only clears the cookie.',
    audience: 'anyone',
    body: '/sign-out',
    ok: { 200: json(Success, 'Signed out') },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/revoke-sessions',
    operationId: 'endAllSessions',
    summary: 'End all my sessions, this one included',
    description:
      'Signed in. Every session of the account ends, this one too: its cookie or token fails on the ' +
      'next request.',
    audience: 'signed-in',
    body: '/revoke-sessions',
    ok: { 200: json(Status, 'Ended') },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'post',
    path: '/auth/revoke-other-sessions',
    operationId: 'endOtherSessions',
    summary: 'End my other sessions',
    description: 'Signed in. Every other device is signed out; this session stays.',
    audience: 'signed-in',
    body: '/revoke-other-sessions',
    ok: { 200: json(Status, 'Ended') },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/auth/get-session',
    operationId: 'getSession',
    summary: 'Who is signed in',
    description: '`null` when no one is (not 401). Never limited: every page load asks it.',
    audience: 'anyone',
    ok: {
      200: json(
        z.object({ session: AuthSession, user: AuthUser }).nullable(),
        'The session and its account, or null',
      ),
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/auth/list-sessions',
    operationId: 'listMySessions',
    summary: 'My sessions (devices signed in)',
    description: 'Signed in; only my own sessions, never their tokens.',
    audience: 'signed-in',
    ok: { 200: json(z.array(AuthSession), 'My sessions, without their tokens') },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/auth/admin/list-users',
    operationId: 'listAccounts',
    summary: 'Accounts (admin)',
    description:
      'Admins only (403 for others). `searchValue` matches the email or the name (`searchField`); ' +
      '`limit` and `offset` page through.',
    audience: 'admin',
    query: z.object({
      limit: z.coerce.number().int().min(1).optional(),
      offset: z.coerce.number().int().min(0).optional(),
      searchValue: text().optional(),
      searchField: z.enum(['email', 'name']).optional(),
    }),
    ok: {
      200: json(
        z.looseObject({ users: z.array(AuthUser), total: z.number().int() }),
        'A page of accounts and how many there are',
      ),
    },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/auth/error',
    operationId: 'showSignInError',
    summary: 'The page a failed Google sign-in lands on',
    description: "Better Auth's own page naming the error (`?error=…`), with a link back to the app.",
    audience: 'anyone',
    query: z.looseObject({ error: text().optional() }),
    ok: { 200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
    errors: ['RATE_LIMITED'],
  },
  {
    method: 'get',
    path: '/auth/callback/{providerId}',
    operationId: 'finishGoogleSignIn',
    summary: 'Back from Google: signs in and goes on to the app',
    description:
      'Google sends the browser here; no client calls it itself. Goes on (302) to the page sign-in ' +
      'started from, or to the error page when Google refused or the state does not match.',
    audience: 'anyone',
    params: z.object({
      providerId: z
        .enum(['google'])
        .meta({ param: { example: 'google', description: 'The provider; Google is the only one' } }),
    }),
    query: z.looseObject({ code: text().optional(), state: text().optional(), error: text().optional() }),
    ok: { 302: { description: 'To the page sign-in started from, or to the error page' } },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
]

function describe(operation: AuthOperation) {
  return {
    method: operation.method,
    path: operation.path,
    operationId: operation.operationId,
    tags: ['auth'],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    request: {
      ...(operation.body ? jsonBody(AUTH_BODIES[operation.body]) : {}),
      ...(operation.query ? { query: operation.query } : {}),
      ...(operation.params ? { params: operation.params } : {}),
    },
    responses: { ...operation.ok, ...errors(...operation.errors) },
  }
}

const registry = new OpenAPIHono()
for (const operation of AUTH_OPERATIONS) registry.openAPIRegistry.registerPath(describe(operation) as never)

/** The auth routes' part of the document: paths and the schemas they name. */
export function authOpenApi() {
  const document = registry.getOpenAPI31Document({ openapi: '3.1.0', info: { title: '', version: '' } })
  return { paths: document.paths ?? {}, schemas: document.components?.schemas ?? {} }
}

/** Who may call each, as `withSecurity` wants it: Better Auth checks the session itself. */
export function authRoutes(): RegisteredRoute[] {
  return AUTH_OPERATIONS.map((operation) => ({
    method: operation.method.toUpperCase(),
    path: operation.path.replace(/\{(\w+)\}/g, ':$1'),
    audiences: [operation.audience],
  }))
}
