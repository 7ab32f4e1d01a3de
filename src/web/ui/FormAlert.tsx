import { useTranslation } from 'react-i18next'
import type { FormState } from '../lib/form'

type FormAlertProps = { form: Pick<FormState, 'alert' | 'alertKey' | 'isWaiting'> }

/**
 * Inside a form, above its buttons: what went wrong with the form as a whole (role=alert, until
 * the next submit), or that a write made offline waits to be sent (role=status).
 */
export function FormAlert({ form }: FormAlertProps) {
  const { t } = useTranslation()
  return (
    <>
      {form.isWaiting && (
        <p role="status" className="alert alert-soft alert-warning mt-2 text-sm">
          {t('offline.form-waiting')}
        </p>
      )}
      {form.alert && (
        <p key={form.alertKey} role="alert" className="alert alert-soft alert-error mt-2 text-sm">
          {form.alert}
        </p>
      )}
    </>
  )
}
