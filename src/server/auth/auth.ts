import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, bearer, emailOTP, genericOAuth, username } from 'better-auth/plugins'
import { OTP_LENGTH, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../../shared/accounts'
import type { Db } from '../db/client'
import { newId } from '../lib/ids'
import { accounts, sessions, users, verifications } from './auth.table'
import { type CodeMailDeps, sendCodeMail } from './code-mail'
import { allowedOrigins, CLIENT_IP_HEADER, trustedOrigins } from './origins'
import { countSignIn, newUserDefaults, promoteListedAdmin } from './user-defaults'

/**
 * What features do when the auth library changes a user. Features register these (deps.ts); the
 * auth instance imports no feature, so no feature's imports lead back to it.
 */
interface AuthHooks {
  /** Deletes the user's rows, and what they hold elsewhere, in one transaction. */
  deleteUserRows: (userId: string) => Promise<void>
  /** After the rows are gone: what lives outside the database (files). */
  userDeleted: (user: { id: string; image?: string | null }) => Promise<void>
  /** After the account exists: the welcome notification and the first badge. */
  userCreated: (userId: string) => Promise<void>
}

export interface AuthDeps extends CodeMailDeps {
  db: Db
  hooks: AuthHooks
}

const DAY = 24 * 60 * 60

export function createAuth(deps: AuthDeps) {
  const { config, db, store } = deps
  // Set once the instance exists: the sign-up hook below makes a code with it.
  let confirmCodeFor: (email: string) => Promise<string> = () => Promise.reject(new Error('not ready'))
  const perMinute = { window: 60, max: config.SIGN_IN_RATE_LIMIT_PER_MINUTE }
  const codeChecks = { window: 60, max: config.CODE_RATE_LIMIT_PER_MINUTE }
  const auth = betterAuth({
    appName: 'Pointbook',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    // The listed origins, and the origin each request was addressed to (127.0.0.1, a LAN address).
    trustedOrigins: (request) => (request ? allowedOrigins(config, request) : trustedOrigins(config)),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    secondaryStorage: store,
    advanced: {
      cookiePrefix: 'pointbook',
      database: { generateId: () => newId() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https:'),
      // Better Auth skips its origin and fetch-metadata checks when NODE_ENV is test: on, so the
      // tests meet the checks production has.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    session: {
      expiresIn: 400 * DAY,
      updateAge: DAY,
      // No signed cookie cache: a cached cookie outlives sign-out. The session is read from the
      // secondary storage's memory front instead, which a revocation clears at once (decision 004).
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The answer stays the one a new address gets (no account is revealed), but the address's
      // owner is mailed what they need, as GitHub and Mastodon do: that someone tried, and a code
      // and link that sign in to the account (issue 44). It is a confirmation code, the kind the
      // sign-up page's box and link take: confirming an address that is confirmed already signs
      // its account in. The code mails' hourly cap per address applies.
      onExistingUserSignUp: async ({ user }, request) => {
        const otp = await confirmCodeFor(user.email)
        await sendCodeMail(
          deps,
          { email: user.email, otp, type: 'email-verification' },
          request,
          'existing-sign-up',
        )
      },
    },
    emailVerification: { sendOnSignUp: true, sendOnSignIn: true, autoSignInAfterVerification: true },
    user: {
      deleteUser: { enabled: true },
      additionalFields: {
        bio: { type: 'string', required: false, input: false, defaultValue: '' },
        onlineDuration: { type: 'number', required: false, input: false, defaultValue: 0 },
        title: { type: 'string', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      storage: 'secondary-storage',
      window: 60,
      max: 100,
      // The first matching rule applies: code checks keep their own, tighter limit.
      customRules: {
        // Every page load asks it (the web app's "who is signed in?"), like GET /api/me, which is
        // not limited either: a school behind one address must not be locked out by reading.
        '/get-session': false,
        '/sign-in/email-otp': codeChecks,
        '/email-otp/*': codeChecks,
        '/sign-in/*': perMinute,
        '/sign-up/*': perMinute,
      },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: 10 * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        overrideDefaultEmailVerification: true,
        // Per address, for sending and checking codes; each code also allows only 5 attempts.
        rateLimit: { window: 60, max: config.CODE_RATE_LIMIT_PER_MINUTE },
        sendVerificationOTP: (data, ctx) => sendCodeMail(deps, data, ctx?.request ?? ctx?.headers),
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Only the signed token (as `set-auth-token` hands it out) is a credential.
      bearer({ requireSignature: true }),
      ...(config.isGoogleEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.GOOGLE_CLIENT_ID ?? '',
                  clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
                  discoveryUrl: config.GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: await newUserDefaults(db, config, user) }),
          after: async (user) => deps.hooks.userCreated(user.id),
        },
        delete: {
          before: async (user) => {
            await deps.hooks.deleteUserRows(user.id)
          },
          after: async (user) => deps.hooks.userDeleted(user),
        },
      },
      session: {
        create: {
          // ADMIN_EMAILS promotes existing accounts too, at their next sign-in.
          before: async (session) => {
            await promoteListedAdmin(db, config, session.userId)
          },
          after: async (session) => {
            await countSignIn(db, session.userId)
          },
        },
      },
    },
    // A refused input (taken username, wrong code) is the client's business: debug, not error.
    onAPIError: {
      onError: (error) => {
        const status = (error as { status?: unknown }).status
        const isServerFault = typeof status !== 'string' || status === 'INTERNAL_SERVER_ERROR'
        if (isServerFault) deps.logger.error({ err: error }, 'better-auth: request failed')
        else deps.logger.debug({ status, message: (error as Error).message }, 'better-auth: request refused')
      },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        deps.logger[CLIENT_FAULT.test(message) ? 'debug' : level](
          { detail: args },
          `better-auth: ${message}`,
        ),
    },
  })
  confirmCodeFor = (email) => auth.api.createVerificationOTP({ body: { email, type: 'email-verification' } })
  return auth
}

/**
 * What Better Auth logs at error level about a request anyone can send (an OAuth callback with a
 * made-up state, another site's origin): the caller's business, not the server's, and noise an
 * attacker could otherwise write into the error log at will.
 */
const CLIENT_FAULT =
  /^(Failed to parse state|State mismatch|Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)|Blocked cross-site navigation login)/i

export type Auth = ReturnType<typeof createAuth>
