import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChangePasswordInput, type MyProfile } from '../../../shared/accounts'
import { ApiError, errorMessage } from '../../lib/api'
import { useFormSubmit } from '../../lib/form'
import { confirm } from '../../ui/confirm'
import { PasswordField } from '../../ui/Field'
import { FormAlert } from '../../ui/FormAlert'
import { withLoading } from '../../ui/loading'
import { toast } from '../../ui/toast'
import { authApi } from '../auth/auth-api'
import { DeleteAccount } from './DeleteAccount'

/** Who is signed in, a new password, and signing out here or everywhere. */
export function AccountSettings({ me }: { me: MyProfile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' })
  const form = useFormSubmit(
    ChangePasswordInput,
    async (input) => {
      await withLoading(authApi.changePassword(input.currentPassword, input.newPassword))
      setValues({ currentPassword: '', newPassword: '' })
      toast(t('account.password-changed'), 'success')
    },
    // A wrong current password is that field's error (the server's words are sign-in's).
    {
      onError: (error, setErrors) => {
        if (!(error instanceof ApiError && error.code === 'INVALID_CREDENTIALS')) return false
        setErrors({ currentPassword: 'wrong-password' })
        return true
      },
    },
  )

  const handlePassword = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }
  const { errors } = form

  const signOut = async (everywhere: boolean) => {
    const question = everywhere ? t('account.sign-out-all-confirm') : t('account.sign-out-confirm')
    if (!(await confirm(question))) return
    try {
      await withLoading(everywhere ? authApi.signOutEverywhere() : authApi.signOut())
      queryClient.clear()
      await navigate({ to: '/' })
    } catch (error) {
      toast(errorMessage(error), 'error')
    }
  }

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('account.title')}</h2>
      <p className="text-sm text-base-content/70">{t('account.signed-in-as', { email: me.email })}</p>
      <form onSubmit={handlePassword} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
        <PasswordField
          label={t('account.current-password')}
          name="currentPassword"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => setValues({ ...values, currentPassword: e.target.value })}
        />
        <PasswordField
          isNew
          label={t('auth.new-password')}
          name="newPassword"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
        />
        <FormAlert form={form} />
        <button type="submit" className="btn btn-sm mt-2 self-start">
          {t('account.change-password')}
        </button>
      </form>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => signOut(false)}>
          {t('account.sign-out')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => signOut(true)}>
          {t('account.sign-out-all')}
        </button>
      </div>
      <DeleteAccount />
    </section>
  )
}
