import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from '../../../../shared/notification-constants'
import { TimerCreateInput } from '../../../../shared/timers'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../shell/Field'
import { FormAlert } from '../../../shell/FormAlert'
import { toast } from '../../../shell/toast'
import { useCreateTimer } from '../mutations'

/** /timers/new: a name and a number of days; then the list, in place of this form. */
export function NewTimerPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateTimer()
  const [values, setValues] = useState({ name: '', days: '' })
  const form = useFormSubmit(TimerCreateInput, async (input) => {
    await create.mutateAsync(input)
    toast(t('timers.created'), 'success')
    await navigate({ to: '/timers', replace: true })
  })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy, isWaiting } = form
  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <Field
        label={t('timers.name')}
        name="name"
        maxLength={TIMER_NAME_MAX * 2}
        value={values.name}
        error={errors.name}
        hint={t('timers.name-hint')}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <Field
        label={t('timers.days')}
        name="days"
        type="number"
        inputMode="numeric"
        min={TIMER_DAYS_MIN}
        max={TIMER_DAYS_MAX}
        step={1}
        value={values.days}
        error={errors.days}
        hint={t('timers.days-hint')}
        onChange={(event) => setValues({ ...values, days: event.target.value })}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        {isBusy && !isWaiting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('timers.create')}
      </button>
    </form>
  )
}
