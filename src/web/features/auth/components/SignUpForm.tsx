import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignUpInput } from '../../../../shared/accounts'
import { useFormSubmit } from '../../../lib/form'
import { Field, PasswordField } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { authApi } from '../auth-api'
import { LegalLinks } from './LegalLinks'

/** Email, password, name and username, and the terms; then the mailed code confirms the email. */
export function SignUpForm({ onSignedUp }: { onSignedUp(email: string): void }) {
  const { t } = useTranslation()
  const termsNote = useId()
  const [values, setValues] = useState({
    name: '',
    username: '',
    email: '',
    password: '',
    acceptTerms: false,
  })
  const set = (patch: Partial<typeof values>) => setValues({ ...values, ...patch })
  const form = useFormSubmit(SignUpInput, async (input) => {
    await authApi.signUp(input)
    onSignedUp(input.email)
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <Field
        label={t('auth.name')}
        name="name"
        autoComplete="nickname"
        value={values.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <Field
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        hint={t('auth.username-hint')}
        value={values.username}
        error={errors.username}
        onChange={(e) => set({ username: e.target.value })}
      />
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      <PasswordField
        isNew
        label={t('auth.password')}
        name="password"
        value={values.password}
        error={errors.password}
        onChange={(e) => set({ password: e.target.value })}
      />
      <div className="mt-2">
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="acceptTerms"
            className={`checkbox checkbox-sm mt-0.5 ${errors.acceptTerms ? 'checkbox-error' : ''}`}
            checked={values.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? termsNote : undefined}
            onChange={(e) => set({ acceptTerms: e.target.checked })}
          />
          <span>
            <LegalLinks i18nKey="auth.accept-terms" />
          </span>
        </label>
        {errors.acceptTerms && (
          <p id={termsNote} className="mt-1 text-sm text-error">
            {t('validation.accept-terms')}
          </p>
        )}
      </div>
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.sign-up')}
      </button>
    </form>
  )
}
