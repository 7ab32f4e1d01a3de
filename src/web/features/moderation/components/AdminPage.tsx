import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { REPORT_TARGETS } from '../../../../shared/moderation-constants'
import { NOTIFICATION_CONTENT_MAX, NOTIFICATION_TITLE_MAX } from '../../../../shared/notification-constants'
import { text } from '../../../../shared/text'
import { V } from '../../../../shared/validation'
import { api, isNotFound, unwrap } from '../../../lib/api'
import { formatDate } from '../../../lib/date'
import { useFormSubmit } from '../../../lib/form'
import { confirm } from '../../../ui/confirm'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { RadioGroup } from '../../../ui/RadioGroup'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { TextAreaField } from '../../../ui/TextAreaField'
import { toast } from '../../../ui/toast'
import { useSendAdminMessage } from '../mutations'
import { appealsOptions, auditOptions, REPORT_LIST_PATHS, reportsOptions } from '../queries'
import { AppealsSection } from './AppealsSection'

/** /admin: open reports by kind, the audit log, and an admin message. */
export function AdminPage() {
  const { t } = useTranslation()
  const userReports = useInfiniteQuery(reportsOptions('user', 'open'))
  const counts = userReports.data?.pages[0]?.openCounts
  const appeals = useInfiniteQuery(appealsOptions('open'))
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t('admin.admin-heading')}</h1>
      <section aria-labelledby="open-reports" className="flex flex-col gap-2">
        <h2 id="open-reports" className="font-semibold">
          {t('admin.open-reports')}
        </h2>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {REPORT_TARGETS.map((type) => (
            <Link
              key={type}
              to={REPORT_LIST_PATHS[type]}
              className="card bg-base-100 ring-1 ring-base-300 hover:bg-base-200"
            >
              <div className="card-body p-4">
                <span className="font-medium">{t(`admin.lists.${type}`)}</span>
                <span className="text-2xl font-bold tabular-nums" data-testid={`open-${type}`}>
                  {counts ? counts[type] : '…'}
                </span>
              </div>
            </Link>
          ))}
          <a href="#appeals" className="card bg-base-100 ring-1 ring-base-300 hover:bg-base-200">
            <div className="card-body p-4">
              <span className="font-medium">{t('admin.appeals')}</span>
              <span className="text-2xl font-bold tabular-nums" data-testid="open-appeals">
                {appeals.data ? appeals.data.pages[0]?.openCount : '…'}
              </span>
            </div>
          </a>
        </div>
      </section>
      <AppealsSection />
      <MessageForm />
      <AuditLog />
    </div>
  )
}

const MessageForm_ = z
  .object({
    // No one is chosen for the admin: a message to everyone is never sent by default.
    to: z.enum(['everyone', 'one'], V.required),
    username: text().trim().max(60, V.tooLong),
    title: text().trim().max(NOTIFICATION_TITLE_MAX, V.tooLong),
    content: text().trim().min(1, V.required).max(NOTIFICATION_CONTENT_MAX, V.tooLong),
  })
  .refine((value) => value.to === 'everyone' || value.username.length > 0, {
    message: V.required,
    path: ['username'],
  })

class UnknownUsername extends Error {}

function MessageForm() {
  const { t } = useTranslation()
  const send = useSendAdminMessage()
  const empty = { to: null as 'everyone' | 'one' | null, username: '', title: '', content: '' }
  const [values, setValues] = useState(empty)
  const form = useFormSubmit(
    MessageForm_,
    async (input) => {
      let userId: string | undefined
      if (input.to === 'one') {
        const name = input.username.replace(/^@/, '')
        try {
          userId = (
            await unwrap(api.profiles['by-username'][':username'].$get({ param: { username: name } }))
          ).id
        } catch (error) {
          if (isNotFound(error)) throw new UnknownUsername()
          throw error
        }
      } else {
        // Everyone: asked first, with how many people it will reach.
        const { everyone } = await unwrap(api.admin.messages.audience.$get())
        if (!(await confirm(t('admin.message-everyone-confirm', { count: everyone })))) return
      }
      const result = await send.mutateAsync({ userId, title: input.title, content: input.content })
      toast(t(result.delivery === 'sent' ? 'admin.message-sent' : 'admin.message-queued'), 'success')
      setValues(empty)
    },
    {
      onError: (error, setErrors) => {
        if (!(error instanceof UnknownUsername)) return false
        setErrors({ username: 'unknown-username' })
        return true
      },
    },
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form
  return (
    <section aria-labelledby="admin-message" className="card bg-base-100 ring-1 ring-base-300">
      <form className="card-body gap-1 p-4" onSubmit={handleSubmit} onChange={form.handleChange} noValidate>
        <h2 id="admin-message" className="font-semibold">
          {t('admin.message-heading')}
        </h2>
        <RadioGroup
          legend={t('admin.message-to')}
          name="to"
          options={[
            { value: 'everyone', label: t('admin.message-everyone') },
            { value: 'one', label: t('admin.message-one') },
          ]}
          value={values.to}
          error={errors.to}
          onChange={(to) => setValues({ ...values, to })}
        />
        {values.to === 'one' && (
          <Field
            label={t('admin.message-username')}
            name="username"
            autoComplete="off"
            value={values.username}
            error={errors.username}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />
        )}
        <Field
          label={t('admin.message-title')}
          name="title"
          value={values.title}
          error={errors.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <TextAreaField
          label={t('admin.message-content')}
          name="content"
          rows={3}
          value={values.content}
          max={NOTIFICATION_CONTENT_MAX}
          error={errors.content}
          onChange={(event) => setValues({ ...values, content: event.target.value })}
        />
        <FormAlert form={form} />
        <button type="submit" className="btn btn-primary mt-2 self-start" disabled={isBusy}>
          <SubmitSpinner form={form} />
          {t('admin.message-send')}
        </button>
      </form>
    </section>
  )
}

function AuditLog() {
  const { t, i18n } = useTranslation()
  const log = useInfiniteQuery(auditOptions())
  const items = log.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <section aria-labelledby="recent-actions" className="flex flex-col gap-2">
      <h2 id="recent-actions" className="font-semibold">
        {t('admin.recent-actions')}
      </h2>
      <QueryStatus query={log} failed={t('admin.load-failed')} />
      {log.isSuccess && items.length === 0 && (
        <p className="rounded-box bg-base-200 p-6 text-center text-base-content/70">
          {t('admin.audit-empty')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box ring-1 ring-base-300">
          {items.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 p-3 text-sm">
              <p className="break-words [overflow-wrap:anywhere]">
                <span className="font-medium">{entry.admin?.name ?? entry.adminName}</span>{' '}
                {t(`admin.audit.${entry.action}`)}{' '}
                <span className="font-medium">{entry.targetLabel || t('admin.everyone')}</span>
              </p>
              {entry.note && (
                <p className="whitespace-pre-wrap break-words text-base-content/70 [overflow-wrap:anywhere]">
                  {entry.note}
                </p>
              )}
              <time dateTime={entry.createdAt} className="text-xs text-base-content/70">
                {formatDate(entry.createdAt, i18n.language, 'dateTime')}
              </time>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pager={log} />
    </section>
  )
}
