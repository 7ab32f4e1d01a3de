import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AppealInput, type BanNotice } from '../../../../shared/appeals'
import { APPEAL_CONTENT_MAX } from '../../../../shared/moderation-constants'
import { type OwnCatalog, useOwnCatalog } from '../../../i18n/own-catalog'
import { api, unwrap } from '../../../lib/api'
import { formatDate } from '../../../lib/date'
import { useFormSubmit } from '../../../lib/form'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { TextAreaField } from '../../../ui/TextAreaField'

// This notice's strings (i18n/appeal.*.json), loaded with it in the reader's language.
const CATALOGS: OwnCatalog = {
  en: () => import('../../../i18n/appeal.en.json'),
  zh: () => import('../../../i18n/appeal.zh.json'),
  ja: () => import('../../../i18n/appeal.ja.json'),
}

/**
 * A refused sign-in's ban (decision 026): when, the admin's note, and the one appeal, sent with
 * the token the refusal carried (there is no session), or where the appeal stands.
 */
export default function BannedNotice({ ban }: { ban: BanNotice }) {
  const { t, i18n } = useTranslation()
  const isReady = useOwnCatalog(CATALOGS)
  const [content, setContent] = useState('')
  const [sentAt, setSentAt] = useState<string | null>(null)
  const form = useFormSubmit(AppealInput, async (input) => {
    await unwrap(api.appeals.$post({ json: input }))
    setSentAt(new Date().toISOString())
  })
  if (!isReady) return null
  const date = (value: string) => formatDate(value, i18n.language)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ token: ban.appealToken ?? '', content })
  }
  const appeal = sentAt ? { status: 'open' as const, createdAt: sentAt, answeredAt: null } : ban.appeal
  return (
    <section
      aria-labelledby="ban-heading"
      className="flex flex-col gap-2 rounded-box bg-base-200 p-4"
      data-testid="ban-notice"
    >
      <h2 id="ban-heading" className="font-semibold">
        {t('appeal.heading')}
      </h2>
      <p className="text-sm text-base-content/70">{t('appeal.banned-on', { date: date(ban.bannedAt) })}</p>
      {ban.note ? (
        <figure className="text-sm">
          <figcaption className="font-medium">{t('appeal.note')}</figcaption>
          <blockquote className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
            {ban.note}
          </blockquote>
        </figure>
      ) : (
        <p className="text-sm">{t('appeal.no-note')}</p>
      )}
      {appeal ? (
        <p role="status" className="text-sm" data-testid="appeal-status">
          {sentAt
            ? t('appeal.sent')
            : t(`appeal.status-${appeal.status}`, { date: date(appeal.answeredAt ?? appeal.createdAt) })}
        </p>
      ) : ban.appealToken ? (
        <form className="flex flex-col gap-1" onSubmit={handleSubmit} onChange={form.handleChange} noValidate>
          <p className="text-sm">{t('appeal.how', { date: date(ban.appealUntil) })}</p>
          <TextAreaField
            label={t('appeal.label')}
            name="content"
            rows={4}
            value={content}
            max={APPEAL_CONTENT_MAX}
            error={form.errors.content}
            hint={t('appeal.hint')}
            onChange={(event) => setContent(event.target.value)}
          />
          <FormAlert form={form} />
          <button type="submit" className="btn btn-primary self-start" disabled={form.isBusy}>
            <SubmitSpinner form={form} />
            {t('appeal.send')}
          </button>
        </form>
      ) : (
        <p className="text-sm">{t('appeal.closed', { date: date(ban.appealUntil) })}</p>
      )}
    </section>
  )
}
