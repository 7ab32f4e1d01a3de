import { type ComponentProps, useId } from 'react'
import { useTranslation } from 'react-i18next'

interface FieldProps extends ComponentProps<'input'> {
  label: string
  name: string
  /** A key of the `validation` catalog section. */
  error?: string | undefined
  hint?: string
}

/** A labelled input with its hint, or its translated error when it has one. */
export function Field({ label, name, error, hint, className, ...input }: FieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const noteId = `${id}-note`
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pb-1">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        {...input}
      />
      {error ? (
        <p id={noteId} className="label text-error whitespace-normal">
          {t(`validation.${error}` as 'validation.invalid')}
        </p>
      ) : hint ? (
        <p id={noteId} className="label whitespace-normal">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'autoComplete' | 'hint'> & {
  /** A password being chosen: the password rule is its hint and browsers may suggest one. */
  isNew?: boolean
}

/** A password input, current or new. */
export function PasswordField({ isNew = false, ...field }: PasswordFieldProps) {
  const { t } = useTranslation()
  return isNew ? (
    <Field type="password" autoComplete="new-password" hint={t('auth.password-hint')} {...field} />
  ) : (
    <Field type="password" autoComplete="current-password" {...field} />
  )
}
