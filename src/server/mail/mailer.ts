import { createTransport } from 'nodemailer'
import { clock } from '../lib/clock'
import type { Logger } from '../lib/logger'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

interface OutboxItem extends Mail {
  createdAt: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  /** The dev outbox, when mail is not sent over SMTP. */
  readonly outbox?: OutboxItem[]
}

const OUTBOX_SIZE = 200

/** Kept in memory (newest first) and logged, for development and tests without SMTP. */
export function createOutboxMailer(logger: Logger): Mailer {
  const outbox: OutboxItem[] = []
  return {
    outbox,
    async send(mail) {
      outbox.unshift({ ...mail, createdAt: clock.now().toISOString() })
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE)
      logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the dev outbox')
    },
  }
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = createTransport(smtpUrl)
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail })
      logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent')
    },
  }
}
