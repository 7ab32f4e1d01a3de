import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from '../../../../shared/notification-constants'
import { type Timer, TimerCreateInput } from '../../../../shared/timers'
import { formatDate } from '../../../lib/date'
import { useFormSubmit } from '../../../lib/form'
import { useLeaveGuard } from '../../../lib/use-leave-guard'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { TimerBooksField } from './TimerBooksField'

interface TimerFormProps {
  /** The timer being edited; a new one otherwise. */
  timer?: Timer
  submitLabel: string
  onSubmit(input: TimerCreateInput): Promise<unknown>
  onCancel?(): void
}

/** The form's values as the leave guard compares them: field by field, the books as one value. */
function comparable(values: { name: string; days: string; bookIds: string[] }) {
  return { ...values, bookIds: values.bookIds.join(' ') }
}

/** A timer's name, its days and the books it covers: the new timer's page and a timer's edit. */
export function TimerForm({ timer, submitLabel, onSubmit, onCancel }: TimerFormProps) {
  const { t, i18n } = useTranslation()
  const [initial] = useState(() => ({
    name: timer?.name ?? '',
    days: timer ? String(timer.days) : '',
    bookIds: timer?.books.map((book) => book.id) ?? [],
  }))
  const [values, setValues] = useState(initial)
  // Leaving a name or days typed asks first (found by a tester: they went without a word); the
  // books compared as a list, so ticking one and unticking it again leaves the form clean.
  const guard = useLeaveGuard(comparable(values), comparable(initial))
  const form = useFormSubmit(TimerCreateInput, onSubmit, { guard })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form
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
        hint={
          // A timer's length counts from the day it started, on its edit too.
          timer
            ? t('timers.days-hint-edit', { date: formatDate(timer.createdAt, i18n.language, 'date') })
            : t('timers.days-hint')
        }
        onChange={(event) => setValues({ ...values, days: event.target.value })}
      />
      <TimerBooksField
        selected={values.bookIds}
        linked={timer?.books}
        onChange={(bookIds) => setValues({ ...values, bookIds })}
      />
      <FormAlert form={form} />
      <div className="mt-3 flex gap-2">
        <button type="submit" className="btn btn-primary flex-1" disabled={isBusy}>
          <SubmitSpinner form={form} />
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  )
}
