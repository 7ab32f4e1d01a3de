import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Password } from '../../../../shared/accounts'
import { useFormSubmit } from '../../../lib/form'
import { PasswordField } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { authApi } from '../auth-api'

/** Opened from the password-reset mail: the link's code plus the new password. */
export function ResetFromLink({ code, onDone }: { code: string; onDone(): void }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const form = useFormSubmit(z.object({ password: Password }), async (input) => {
    await authApi.confirmLink(code, input.password)
    onDone()
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ password })
  }
  const { errors, isBusy } = form

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-1">
      <h2 className="text-lg font-semibold">{t('auth.reset-title')}</h2>
      <PasswordField
        isNew
        label={t('auth.new-password')}
        name="password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        {t('auth.save-password')}
      </button>
    </form>
  )
}
