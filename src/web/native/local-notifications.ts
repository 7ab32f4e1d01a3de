import { NOTIFICATION_TYPES, type NotificationType } from '../../shared/notification-constants'
import { preferences } from './preferences'

/**
 * Local notifications: the browser's Notification API here; the native shell plugs in its own
 * (Capacitor LocalNotifications) through the same functions. Permission is only ever asked from
 * /setting, never on page load.
 */
export type LocalPermission = 'granted' | 'denied' | 'default' | 'unsupported'

export function localPermission(): LocalPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

export async function askLocalPermission(): Promise<LocalPermission> {
  if (typeof Notification === 'undefined') return 'unsupported'
  return Notification.requestPermission()
}

const typeKey = (type: NotificationType) => `pointbook.notify.${type}`

/** Whether local notifications of this type are on (they are unless switched off in /setting). */
export async function isTypeEnabled(type: NotificationType): Promise<boolean> {
  return (await preferences().get(typeKey(type))) !== 'off'
}

export async function setTypeEnabled(type: NotificationType, enabled: boolean): Promise<void> {
  if (enabled) await preferences().remove(typeKey(type))
  else await preferences().set(typeKey(type), 'off')
}

export async function enabledTypes(): Promise<Record<NotificationType, boolean>> {
  const entries = await Promise.all(
    NOTIFICATION_TYPES.map(async (type) => [type, await isTypeEnabled(type)] as const),
  )
  return Object.fromEntries(entries) as Record<NotificationType, boolean>
}

/** Spec §9: a local notification follows an arriving one after 500 ms. */
export const LOCAL_NOTIFICATION_DELAY_MS = 500

export interface LocalNotice {
  tag: string
  title: string
  body: string
  /** Where tapping it leads, inside the app. */
  link: string | null
}

/** Shows one, when permitted; `open` is called with its link when it is tapped. */
export function showLocalNotification(notice: LocalNotice, open: (link: string) => void): void {
  if (localPermission() !== 'granted') return
  try {
    const shown = new Notification(notice.title, { body: notice.body, tag: notice.tag })
    shown.onclick = () => {
      window.focus()
      if (notice.link) open(notice.link)
      shown.close()
    }
  } catch {
    // Some mobile browsers only show notifications from a service worker: nothing to do here.
  }
}
