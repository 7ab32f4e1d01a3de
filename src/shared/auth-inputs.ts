import { z } from 'zod'
import {
  ChangePasswordInput,
  Email,
  OtpCode,
  PASSWORD_MAX,
  Password,
  SignInInput,
  SignUpInput,
  Username,
} from './accounts'
import { text } from './text'
import { V } from './validation'

/** A redirect target inside the app: a path on this origin, never `//host` or `https://…`. */
const APP_PATH = /^\/(?![/\\])/
const AppPath = text()
  .max(2000, V.tooLong)
  .refine((value) => APP_PATH.test(value), V.invalid)
  .meta({ pattern: APP_PATH.source })

export const CODE_TYPES = ['email-verification', 'sign-in', 'forget-password'] as const
const Empty = z.strictObject({})

/** The PKCE-style verifier the native shell keeps for its Google sign-in (43–128 base64url characters). */
const Verifier = text()
  .regex(/^[A-Za-z0-9_-]{43,128}$/, V.invalid)
  .meta({ maxLength: 128 })

/** Exchanging a mailed link's code (with a password: a reset), or the shell's Google sign-in code. */
export const ConfirmCodeInput = z.strictObject({
  // base64url, as the mail's link carries it (auth/confirm-code.ts).
  code: text().min(1, V.required).max(2000, V.tooLong).meta({ pattern: '^[A-Za-z0-9_=-]+$' }),
  password: Password.optional(),
  verifier: Verifier.optional(),
})
export type ConfirmCodeInput = z.infer<typeof ConfirmCodeInput>

/** The start of the native shell's Google sign-in: the SHA-256 of its verifier, base64url. */
export const AppSignInQuery = z.object({
  challenge: text()
    .regex(/^[A-Za-z0-9_-]{43}$/, V.invalid)
    .meta({ maxLength: 43 }),
})

/** Deleting my account: the password confirms it (the web form and /delete-user share it). */
export const DeleteAccountInput = z.strictObject({
  password: text().min(1, V.required).max(PASSWORD_MAX),
})
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>

/**
 * The part of Better Auth's HTTP surface the app uses, each path with the one schema its body
 * must pass (strict: an unknown field is refused, so no auth route writes a user field the
 * profile rules have not checked). Every other path under /api/auth answers 404.
 */
export const AUTH_BODIES = {
  '/sign-up/email': SignUpInput.strict(),
  '/sign-in/email': SignInInput.extend({ rememberMe: z.boolean().optional() }).strict(),
  '/sign-in/username': z.strictObject({
    username: Username,
    password: text().min(1, V.required).max(PASSWORD_MAX),
    rememberMe: z.boolean().optional(),
  }),
  '/sign-in/email-otp': z.strictObject({ email: Email, otp: OtpCode }),
  '/sign-in/social': z.strictObject({
    provider: z.literal('google'),
    callbackURL: AppPath.optional(),
    errorCallbackURL: AppPath.optional(),
    newUserCallbackURL: AppPath.optional(),
  }),
  '/email-otp/send-verification-otp': z.strictObject({ email: Email, type: z.enum(CODE_TYPES) }),
  '/email-otp/verify-email': z.strictObject({ email: Email, otp: OtpCode }),
  '/email-otp/reset-password': z.strictObject({ email: Email, otp: OtpCode, password: Password }),
  // Other sessions end with a password change unless a client asks otherwise (issue 42).
  '/change-password': ChangePasswordInput.extend({ revokeOtherSessions: z.boolean().default(true) }).strict(),
  '/delete-user': DeleteAccountInput,
  '/sign-out': Empty,
  '/revoke-sessions': Empty,
  '/revoke-other-sessions': Empty,
} as const satisfies Record<string, z.ZodType>

export type AuthBodyPath = keyof typeof AUTH_BODIES

/** Better Auth's reads the app uses; `*` ends a prefix (OAuth callbacks carry the provider). */
export const AUTH_READS = [
  '/get-session',
  '/list-sessions',
  '/callback/*',
  '/error',
  '/admin/list-users',
] as const
