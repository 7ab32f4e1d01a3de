import { APP_CONFIRM_LINK } from '../../shared/constants'
import { acceptedLanguages, detectLocale } from '../../shared/locale'
import type { Config } from '../config'
import type { Logger } from '../lib/logger'
import { isLocalNetworkAddress } from '../lib/proxy-trust'
import type { Mailer } from '../mail/mailer'
import { codeMail } from '../mail/templates'
import { sealConfirmCode } from './confirm-code'
import { requestOrigin, SHELL_ORIGINS, trustedOrigins } from './origins'
import { countCodeMail } from './sign-in-limits'
import type { KeyValueStore } from './store'

export interface CodeMailDeps {
  config: Config
  store: KeyValueStore
  mailer: Mailer
  logger: Logger
  secret: string
}

type CodeType = 'email-verification' | 'sign-in' | 'forget-password' | 'change-email'

/** The mail's language: the visitor's saved UI language, else their browser's, else English. */
function mailLocale(headers?: Headers): string {
  return detectLocale(headers?.get('cookie') ?? '', acceptedLanguages(headers?.get('accept-language')))
}

/**
 * `kind` names the mail when it is not the code's own: a sign-in code sent because someone signed
 * up with an address that has an account (`existing-sign-up`).
 */
export async function sendCodeMail(
  deps: CodeMailDeps,
  data: { email: string; otp: string; type: CodeType },
  source?: Request | Headers,
  kind?: 'existing-sign-up',
): Promise<void> {
  if (data.type === 'change-email') return
  // However many addresses ask, one inbox gets only so many codes an hour.
  if (await countCodeMail(deps.store, 'mails', data.email, deps.config.CODE_MAILS_PER_HOUR)) {
    deps.logger.warn({ type: data.type }, 'code mail not sent: this address had enough this hour')
    return
  }
  const code = sealConfirmCode(deps.secret, { email: data.email, otp: data.otp, type: data.type })
  // Duck-typed: the Node adapter's Request is not the global Request class.
  const headers = source && 'headers' in source ? source.headers : source
  const request = source && 'url' in source ? source : undefined
  const link = codeLink(mailLinkBase(deps.config, headers, request), data.type, code, headers?.get('origin'))
  await deps.mailer.send(codeMail(data.email, kind ?? data.type, data.otp, link, mailLocale(headers)))
}

/**
 * Where a mail's links lead. `PUBLIC_URL`, when set, always. Without it, the page the person asked
 * from, when that is one of the trusted origins or this server's own page opened at a
 * loopback or private-network address (127.0.0.1, a LAN address on a phone), so signing up at
 * 127.0.0.1 does not mail a link that signs in at localhost, another origin with other cookies
 * (issue 44). Any other origin a client names gets `PUBLIC_URL`'s default: a link is never sent to
 * a host a forged request chose.
 */
export function mailLinkBase(
  config: Config,
  headers?: Headers,
  request?: Pick<Request, 'url' | 'headers'>,
): string {
  const origin = headers?.get('origin')
  if (config.PUBLIC_URL || !origin || SHELL_ORIGINS.includes(origin)) return config.publicUrl
  if (trustedOrigins(config).includes(origin)) return origin
  const own = request ? requestOrigin(request as Request, config.TRUST_PROXY) : null
  if (own === origin && isLocalNetworkAddress(new URL(origin).hostname)) return origin
  return config.publicUrl
}

/**
 * The mail's one-tap link. A password reset opens the web page that asks for the new password.
 * A sign-in or confirmation asked for from the native shell (its page's origin) opens the app
 * through its deep link (`pointbook://auth/confirm?code=…`, spec §4); from anywhere else, the
 * web page at the same path.
 */
function codeLink(base: string, type: CodeType, code: string, origin?: string | null): string {
  if (type === 'forget-password') return `${base}/login?reset=${code}`
  const confirm = origin && SHELL_ORIGINS.includes(origin) ? APP_CONFIRM_LINK : `${base}/auth/confirm`
  return `${confirm}?code=${code}`
}
