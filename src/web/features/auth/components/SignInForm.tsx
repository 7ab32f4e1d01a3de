import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SignInInput } from '../../../../shared/accounts'
import type { BanNotice } from '../../../../shared/appeals'
import { ApiError } from '../../../lib/api'
import { useFormSubmit } from '../../../lib/form'
import { Field, PasswordField } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { authApi } from '../auth-api'

interface SignInFormProps {
  onSignedIn(): void
  onNeedsVerification(email: string): void
  onUseCode(email: string): void
  onForgot(email: string): void
  /** The account is banned: the form's alert says so, so the page drops its own banner. */
  onBanned?(ban: BanNotice | undefined): void
}

export function SignInForm({
  onSignedIn,
  onNeedsVerification,
  onUseCode,
  onForgot,
  onBanned,
}: SignInFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState({ email: '', password: '' })
  const form = useFormSubmit(
    SignInInput,
    async ({ email, password }) => {
      await authApi.signIn(email, password)
      onSignedIn()
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USER_BANNED') onBanned?.(error.ban)
        // Better Auth has mailed a fresh code: go straight to typing it.
        const isUnverified = error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED'
        if (isUnverified) onNeedsVerification(values.email.trim())
        return isUnverified
      },
    },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors, isBusy } = form

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        {isBusy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.sign-in')}
      </button>
      <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="link link-hover" onClick={() => onUseCode(values.email)}>
          {t('auth.use-code')}
        </button>
        <button type="button" className="link link-hover" onClick={() => onForgot(values.email)}>
          {t('auth.forgot')}
        </button>
      </div>
    </form>
  )
}
