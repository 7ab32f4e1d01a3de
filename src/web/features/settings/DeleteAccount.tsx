import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteAccountInput } from '../../../shared/auth-inputs'
import { ApiError } from '../../lib/api'
import { useFormSubmit } from '../../lib/form'
import { confirm } from '../../ui/confirm'
import { PasswordField } from '../../ui/Field'
import { FormAlert } from '../../ui/FormAlert'
import { withLoading } from '../../ui/loading'
import { toast } from '../../ui/toast'
import { authApi } from '../auth/auth-api'

/** The account and everything in it, for good: the password and the Hint dialog confirm it. */
export function DeleteAccount() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const form = useFormSubmit(
    DeleteAccountInput,
    async (input) => {
      if (!(await confirm(t('account.delete-confirm')))) return
      await withLoading(authApi.deleteAccount(input.password))
      toast(t('account.deleted'), 'success')
      await navigate({ to: '/' })
    },
    // A wrong password is that field's error (the server's words are sign-in's, about an email).
    {
      onError: (error, setErrors) => {
        if (!(error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')) return false
        setErrors({ password: 'wrong-password' })
        return true
      },
    },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ password })
  }

  return (
    <form
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="flex flex-col gap-1 rounded-box border border-error/40 p-4"
    >
      <h3 className="font-semibold text-error">{t('account.delete')}</h3>
      <p className="text-sm text-base-content/70">{t('account.delete-hint')}</p>
      <PasswordField
        label={t('auth.password')}
        name="password"
        value={password}
        error={form.errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-error btn-sm mt-2 self-start">
        {t('account.delete')}
      </button>
    </form>
  )
}
