import { isLocale } from '../../shared/constants'
import type { Config } from '../config'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../mail/mailer'
import { codeMail } from '../mail/templates'
import { sealConfirmCode } from './confirm-code'
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
export function mailLocale(headers?: Headers): string {
  const cookie = headers?.get('cookie') ?? ''
  const saved = /(?:^|;\s*)locale=([a-z]+)/.exec(cookie)?.[1]
  if (isLocale(saved)) return saved
  const accepted = headers?.get('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLocale(accepted) ? accepted : 'en'
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
  const base = deps.config.publicUrl
  const link =
    data.type === 'forget-password' ? `${base}/login?reset=${code}` : `${base}/auth/confirm?code=${code}`
  // Duck-typed: the Node adapter's Request is not the global Request class.
  const headers = source && 'headers' in source ? source.headers : source
  await deps.mailer.send(codeMail(data.email, data.type, data.otp, link, mailLocale(headers)))
}
