import { APP_CONFIRM_LINK } from '../../shared/constants'
import { acceptedLanguages, detectLocale } from '../../shared/locale'
import type { Config } from '../config'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../mail/mailer'
import { codeMail } from '../mail/templates'
import { sealConfirmCode } from './confirm-code'
import { SHELL_ORIGINS } from './origins'
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

export async function sendCodeMail(
  deps: CodeMailDeps,
  data: { email: string; otp: string; type: CodeType },
  source?: Request | Headers,
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
  const link = codeLink(deps.config.publicUrl, data.type, code, headers?.get('origin'))
  await deps.mailer.send(codeMail(data.email, data.type, data.otp, link, mailLocale(headers)))
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
