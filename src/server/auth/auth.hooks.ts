import { APIError, createAuthMiddleware } from 'better-auth/api'
import type { z } from 'zod'
import { Password, SignUpInput } from '../../shared/accounts'
import { ERRORS } from '../../shared/errors'
import { toFieldIssues } from '../../shared/validation'

function refuse(error: z.ZodError): never {
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: ERRORS.VALIDATION_FAILED.message,
    details: toFieldIssues(error),
  })
}

const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/email-otp/reset-password': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
}

/**
 * Checks Better Auth's inputs with the same shared schemas as the forms: the whole sign-up form
 * (terms included) and every new password, so the rules cannot differ between web and server.
 */
export const guardAuthInput = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-up/email') {
    const parsed = SignUpInput.safeParse(ctx.body)
    if (!parsed.success) refuse(parsed.error)
    const { acceptTerms: _accepted, ...rest } = ctx.body as Record<string, unknown>
    return { context: { body: { ...rest, email: parsed.data.email, name: parsed.data.name } } }
  }
  const field = NEW_PASSWORD_FIELD[ctx.path]
  if (field) {
    const parsed = Password.safeParse((ctx.body as Record<string, unknown> | undefined)?.[field])
    if (!parsed.success) {
      refuse({ issues: parsed.error.issues.map((issue) => ({ ...issue, path: [field] })) } as z.ZodError)
    }
  }
})
