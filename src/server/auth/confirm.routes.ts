import { createRoute } from '@hono/zod-openapi'
import { ConfirmCodeInput } from '../../shared/auth-inputs'
import { V } from '../../shared/validation'
import { access } from '../http/access'
import { errors, json } from '../http/openapi'
import { createRouter } from '../http/router'
import { AppError } from '../lib/app-error'
import { verifierMatches } from './app-flow'
import { AUTH_TOKEN_HEADER, ConfirmedAnswer } from './auth.openapi'
import { reshapeAuthResponse } from './auth-errors'
import { isCookieClient, withoutTokens } from './auth-response'
import { openConfirmCode } from './confirm-code'

const confirm = createRoute({
  method: 'post',
  path: '/auth/confirm',
  operationId: 'confirmSignInCode',
  tags: ['auth'],
  summary: 'Exchange the code of a mailed link for a session (or, with a password, reset the password)',
  description:
    'A code the native shell got back from Google sign-in (`pointbook://auth/confirm?code=…`) is ' +
    'exchanged only with `verifier`, the secret whose SHA-256 the shell sent as `challenge` when it ' +
    'opened `/api/auth/app/google`.',
  middleware: [access.anyone] as const,
  request: {
    body: {
      content: {
        'application/json': {
          schema: ConfirmCodeInput,
        },
      },
      required: true,
    },
  },
  responses: {
    200: {
      ...json(
        ConfirmedAnswer,
        'Confirmed: signed in (a session cookie is set; a client without it gets `set-auth-token`), or the password is set',
      ),
      headers: AUTH_TOKEN_HEADER,
    },
    ...errors('VALIDATION_FAILED', 'INVALID_CODE', 'CODE_EXPIRED', 'TOO_MANY_ATTEMPTS'),
  },
})

export const confirmRoutes = createRouter().openapi(confirm, async (c) => {
  const { code, password, verifier } = c.req.valid('json')
  const payload = openConfirmCode(c.var.deps.secret, code)
  if (!payload) throw new AppError('INVALID_CODE')
  // A code handed to the native shell opens only for the shell that started its sign-in.
  if (payload.challenge !== undefined && !verifierMatches(verifier, payload.challenge))
    throw new AppError('INVALID_CODE')
  const { auth, actorCache } = c.var.deps
  // A reset revokes the account's sessions; forget who their credentials belonged to.
  actorCache.clear()
  const headers = c.req.raw.headers
  const body = { email: payload.email, otp: payload.otp }
  if (payload.type === 'forget-password') {
    if (!password)
      throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'password', code: V.required }])
    const response = await auth.api.resetPasswordEmailOTP({
      body: { ...body, password },
      headers,
      asResponse: true,
    })
    return (await answer(response, headers)) as never
  }
  const response =
    payload.type === 'sign-in'
      ? await auth.api.signInEmailOTP({ body, headers, asResponse: true })
      : await auth.api.verifyEmailOTP({ body, headers, asResponse: true })
  return (await answer(response, headers)) as never
})

/** Better Auth's answer as /api/auth/* gives it: errors in the one shape, no token in a body. */
async function answer(response: Response, headers: Headers): Promise<Response> {
  return withoutTokens(await reshapeAuthResponse(response), isCookieClient(headers))
}
