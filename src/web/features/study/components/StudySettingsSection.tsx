import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type StudySettings, StudySettingsInput } from '../../../../shared/study'
import {
  NEW_PER_DAY_MAX,
  RETENTION_MAX,
  RETENTION_MIN,
  REVIEWS_PER_DAY_MAX,
} from '../../../../shared/study-constants'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { QueryStatus } from '../../../ui/QueryStatus'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { useUpdateStudySettings } from '../mutations'
import { settingsOptions } from '../queries'

/** /setting's Study section: daily limits, desired retention, and public statistics. */
export function StudySettingsSection() {
  const { t } = useTranslation()
  const isReady = useCatalogPart('study')
  const query = useQuery(settingsOptions)
  if (!isReady) return null
  return (
    <section aria-labelledby="study-settings" className="flex flex-col gap-3">
      <h2 id="study-settings" className="text-lg font-semibold">
        {t('study.settings.heading')}
      </h2>
      {query.data ? (
        <StudySettingsForm settings={query.data} />
      ) : (
        <QueryStatus query={query} failed={t('study.settings.load-failed')} />
      )}
    </section>
  )
}

/** The form itself, for my `settings` as loaded; leaving it changed and unsaved asks first. */
export function StudySettingsForm({ settings }: { settings: StudySettings }) {
  const { t } = useTranslation()
  const update = useUpdateStudySettings()
  const publicHintId = useId()
  const addsHintId = useId()
  const [initial] = useState(() => ({
    newPerDay: String(settings.newPerDay),
    reviewsPerDay: String(settings.reviewsPerDay),
    retention: settings.retention.toFixed(2),
    statsPublic: settings.statsPublic,
    // Null until asked (a book's page asks): saving the form without touching it keeps it so.
    addsBooks: settings.addsBooks,
  }))
  const [values, setValues] = useState(initial)
  const guard = useLeaveGuard(values, initial)
  const form = useFormSubmit(
    StudySettingsInput,
    async (input) => {
      await update.mutateAsync(input)
      toast(t('study.settings.saved'), 'success')
    },
    { guard },
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ ...values, addsBooks: values.addsBooks ?? undefined })
  }
  const { errors, isBusy } = form
  const set = (name: keyof typeof values) => (event: { target: HTMLInputElement }) =>
    setValues({
      ...values,
      [name]: event.target.type === 'checkbox' ? event.target.checked : event.target.value,
    })
  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <Field
        label={t('study.settings.new-per-day')}
        name="newPerDay"
        type="number"
        inputMode="numeric"
        min={0}
        max={NEW_PER_DAY_MAX}
        step={1}
        value={values.newPerDay}
        error={errors.newPerDay}
        hint={t('study.settings.new-per-day-hint')}
        onChange={set('newPerDay')}
      />
      <Field
        label={t('study.settings.reviews-per-day')}
        name="reviewsPerDay"
        type="number"
        inputMode="numeric"
        min={0}
        max={REVIEWS_PER_DAY_MAX}
        step={1}
        value={values.reviewsPerDay}
        error={errors.reviewsPerDay}
        hint={t('study.settings.reviews-per-day-hint')}
        onChange={set('reviewsPerDay')}
      />
      <Field
        label={t('study.settings.retention')}
        name="retention"
        type="number"
        inputMode="decimal"
        min={RETENTION_MIN}
        max={RETENTION_MAX}
        step={0.01}
        value={values.retention}
        error={errors.retention}
        hint={t('study.settings.retention-hint')}
        onChange={set('retention')}
      />
      <div className="fieldset py-1">
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="statsPublic"
            className="toggle"
            checked={values.statsPublic}
            aria-describedby={publicHintId}
            onChange={set('statsPublic')}
          />
          <span>{t('study.settings.stats-public')}</span>
        </label>
        <p id={publicHintId} className="label whitespace-normal">
          {t('study.settings.stats-public-hint')}
        </p>
      </div>
      <div className="fieldset py-1">
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="addsBooks"
            className="toggle"
            checked={values.addsBooks === true}
            aria-describedby={addsHintId}
            onChange={set('addsBooks')}
          />
          <span>{t('study.settings.adds-books')}</span>
        </label>
        <p id={addsHintId} className="label whitespace-normal">
          {t('study.settings.adds-books-hint')}
        </p>
      </div>
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-2 self-start" disabled={isBusy}>
        <SubmitSpinner form={form} />
        {t('study.settings.save')}
      </button>
    </form>
  )
}
