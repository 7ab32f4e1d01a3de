import { z } from 'zod'
import { type ProxyTrust, parseProxyTrust } from './lib/proxy-trust'

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
)
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value))

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().trim().min(1).default('./dist/web'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUSTED_ORIGINS: list.default([]),
    /** The proxies in front of the server (lib/proxy-trust.ts): false, true (one), a count, or their networks. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx): ProxyTrust => {
        const trust = parseProxyTrust(value)
        if (typeof trust !== 'string') return trust
        ctx.addIssue({ code: 'custom', message: trust })
        return z.NEVER
      }),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().default('Pointbook <no-reply@pointbook.local>'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_DISCOVERY_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://accounts.google.com/.well-known/openid-configuration'),
    ADMIN_EMAILS: list.default([]),
    AUTH_RATE_LIMIT: flag.default(true),
    SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    CODE_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    DEV_OUTBOX_OPEN: flag.default(false),
    /** The API reference at /api/docs: on outside production unless turned off, off in it unless on. */
    API_DOCS: flag.optional(),
    WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
    AVATAR_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(20),
    /** Images pasted or dropped into cards and notes, per account and day. */
    MEDIA_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(100),
    /** Reports one account may send in an hour (a repeat on its open report counts too). */
    REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** The book agent: any OpenAI-compatible chat-completions endpoint (all three, or it is off). */
    AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
    /** Whether to ask the endpoint for a streamed answer (progress while it writes). */
    AI_STREAM: flag.default(true),
    AI_GENERATIONS_PER_DAY: z.coerce.number().int().min(1).default(20),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && !config.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message: 'must be set in production (32+ random characters)',
      })
    }
  })

/** Every variable the server reads (README's configuration table documents each one). */
export const CONFIG_VARIABLES = Object.keys(schema.shape)

export type Config = z.infer<typeof schema> & {
  publicUrl: string
  isGoogleEnabled: boolean
  isAgentEnabled: boolean
  isProduction: boolean
  isApiDocsEnabled: boolean
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parse the environment once. Empty values count as unset, as in most `.env` files. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  )
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      return `${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(problems)
  }
  const config = result.data
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    isGoogleEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    isAgentEnabled: Boolean(config.AI_BASE_URL && config.AI_API_KEY && config.AI_MODEL),
    isProduction: config.NODE_ENV === 'production',
    isApiDocsEnabled: config.API_DOCS ?? config.NODE_ENV !== 'production',
  }
}
