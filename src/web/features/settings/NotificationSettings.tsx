import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOTIFICATION_SWITCHES, type NotificationType } from '../../../shared/notification-constants'
import {
  askLocalPermission,
  enabledTypes,
  type LocalPermission,
  localPermission,
  setTypeEnabled,
} from '../../native/local-notifications'
import { toast } from '../../ui/toast'

/**
 * Device notifications: permission is asked here, on a tap, never on page load; each kind can be
 * switched off (kept on this device).
 */
export function NotificationSettings() {
  const { t } = useTranslation()
  // Unknown until the device answers (at once): the line keeps its place meanwhile.
  const [permission, setPermission] = useState<LocalPermission>()
  const [enabled, setEnabled] = useState<Record<NotificationType, boolean> | null>(null)
  useEffect(() => {
    void enabledTypes().then(setEnabled)
    localPermission().then(setPermission, () => setPermission('unsupported'))
  }, [])
  const ask = async () => {
    const answer = await askLocalPermission().catch(() => 'denied' as const)
    setPermission(answer)
    toast(
      answer === 'granted' ? t('notifications.notify-granted') : t('notifications.notify-refused'),
      answer === 'granted' ? 'success' : 'info',
    )
  }
  const toggle = async (type: NotificationType, on: boolean) => {
    await setTypeEnabled(type, on)
    setEnabled((old) => (old ? { ...old, [type]: on } : old))
    toast(t('notifications.notify-saved'), 'success')
  }
  return (
    <section aria-labelledby="notify-heading" className="flex flex-col gap-3">
      <h2 id="notify-heading" className="text-lg font-semibold">
        {t('notifications.notify-heading')}
      </h2>
      <p className="text-sm text-base-content/70">{t('notifications.notify-explain')}</p>
      {permission === undefined ? (
        <div className="h-8" aria-hidden="true" />
      ) : permission === 'unsupported' ? (
        <p className="text-sm" data-testid="notify-permission">
          {t('notifications.notify-unsupported')}
        </p>
      ) : permission === 'granted' ? (
        <p className="text-sm text-success" data-testid="notify-permission">
          {t('notifications.notify-on')}
        </p>
      ) : permission === 'denied' ? (
        <p className="text-sm text-warning" data-testid="notify-permission">
          {t('notifications.notify-denied')}
        </p>
      ) : (
        <button type="button" className="btn btn-sm self-start" onClick={() => void ask()}>
          {t('notifications.notify-allow')}
        </button>
      )}
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{t('notifications.notify-types')}</legend>
        {NOTIFICATION_SWITCHES.map((type) => (
          <label key={type} className="label cursor-pointer justify-start gap-3 whitespace-normal">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={enabled?.[type] ?? true}
              disabled={!enabled}
              onChange={(event) => void toggle(type, event.target.checked)}
            />
            <span>{t(`notifications.type.${type}`)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  )
}
