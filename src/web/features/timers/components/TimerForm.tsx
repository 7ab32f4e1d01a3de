import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TIMER_DAYS_MAX, TIMER_DAYS_MIN, TIMER_NAME_MAX } from '../../../../shared/notification-constants'
import { type Timer, TimerCreateInput } from '../../../../shared/timers'
import { formatDate } from '../../../lib/date'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { RadioGroup } from '../../../ui/RadioGroup'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { TimerBooksField } from './TimerBooksField'

interface TimerFormProps {
  /** The timer being edited; a new one otherwise. */
  timer?: Timer
  submitLabel: string
  onSubmit(input: TimerCreateInput): Promise<unknown>
  onCancel?(): void
}

interface TimerValues {
  name: string
  /** How the end is given: the spec's number of days, or a date (and a time) on the calendar. */
  ends: 'days' | 'date'
  days: string
  /** `YYYY-MM-DD` and `HH:MM` of the person's own time zone, as the date and time inputs give. */
  date: string
  time: string
  bookIds: string[]
}

/** The form's values as the leave guard compares them: field by field, the books as one value. */
function comparable(values: TimerValues) {
  return { ...values, bookIds: values.bookIds.join(' ') }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant's day and time on this device's clock, for the date and time inputs. */
function localParts(instant: string): { date: string; time: string } {
  const at = new Date(instant)
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  }
}

/**
 * What the API is sent: `days`, or the picked day and time (the day's start without one) read in
 * this device's time zone and sent as an instant, so an exam at 09:00 in Tokyo is 09:00 there.
 */
function toInput(values: TimerValues) {
  const { name, bookIds } = values
  if (values.ends === 'days') return { name, bookIds, days: values.days }
  if (!values.date) return { name, bookIds }
  const at = new Date(`${values.date}T${values.time || '00:00'}`)
  return { name, bookIds, expiresAt: Number.isNaN(at.getTime()) ? values.date : at.toISOString() }
}

/** A timer's name, its days and the books it covers: the new timer's page and a timer's edit. */
export function TimerForm({ timer, submitLabel, onSubmit, onCancel }: TimerFormProps) {
  const { t, i18n } = useTranslation()
  const [initial] = useState<TimerValues>(() => ({
    name: timer?.name ?? '',
    ends: 'days',
    days: timer ? String(timer.days) : '',
    ...(timer ? localParts(timer.expiresAt) : { date: '', time: '' }),
    bookIds: timer?.books.map((book) => book.id) ?? [],
  }))
  const [values, setValues] = useState(initial)
  // Leaving a name or days typed asks first (found by a tester: they went without a word); the
  // books compared as a list, so ticking one and unticking it again leaves the form clean.
  const guard = useLeaveGuard(comparable(values), comparable(initial))
  const form = useFormSubmit(TimerCreateInput, onSubmit, { guard })
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(toInput(values))
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
      <RadioGroup
        legend={t('timers.ends-by')}
        name="ends"
        options={[
          { value: 'days', label: t('timers.ends-in-days') },
          { value: 'date', label: t('timers.ends-on-date') },
        ]}
        value={values.ends}
        onChange={(ends) => setValues({ ...values, ends })}
      />
      {values.ends === 'days' ? (
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
      ) : (
        <div className="flex flex-wrap gap-x-3">
          <Field
            label={t('timers.date')}
            name="date"
            type="date"
            className="min-w-40"
            value={values.date}
            error={errors.expiresAt ?? errors.days}
            onChange={(event) => setValues({ ...values, date: event.target.value })}
          />
          <Field
            label={t('timers.time')}
            name="time"
            type="time"
            className="min-w-32"
            value={values.time}
            onChange={(event) => setValues({ ...values, time: event.target.value })}
          />
        </div>
      )}
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
