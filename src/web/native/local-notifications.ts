import { NOTIFICATION_TYPES, type NotificationType, switchOf } from '../../shared/notification-constants'
import { preferences } from './preferences'

/**
 * Local notifications, through one notifier: the browser's Notification API here; in the native
 * shell, Capacitor LocalNotifications (native-notifications.ts, put in place at start by
 * platform.ts). Permission is only ever asked from /setting, never on page load.
 */
export type LocalPermission = 'granted' | 'denied' | 'default' | 'unsupported'

export interface LocalNotice {
  tag: string
  title: string
  body: string
  /** Where tapping it leads, inside the app. */
  link: string | null
}

/** A notice the device shows by itself at `at` (ms since the epoch), the app open or not. */
interface TimedNotice extends LocalNotice {
  at: number
}

export interface LocalNotifier {
  permission(): Promise<LocalPermission>
  ask(): Promise<LocalPermission>
  /** Shows one now, when permitted; `open` is called with its link when it is tapped. */
  show(notice: LocalNotice, open: (link: string) => void): Promise<void>
  /**
   * Replaces the timers' scheduled notices with these. False where the device cannot show one
   * with the app closed (a browser): the timers page then tells, while it is open.
   */
  scheduleTimers(notices: TimedNotice[]): Promise<boolean>
}

const hasNotification = () => typeof Notification !== 'undefined'

export const webNotifier: LocalNotifier = {
  async permission() {
    return hasNotification() ? Notification.permission : 'unsupported'
  },
  async ask() {
    return hasNotification() ? Notification.requestPermission() : 'unsupported'
  },
  async show(notice, open) {
    if (!hasNotification() || Notification.permission !== 'granted') return
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
  },
  async scheduleTimers() {
    return false
  },
}

let notifier: LocalNotifier = webNotifier

/** The notifier in use (the shell's once it has started). */
export function localNotifier(): LocalNotifier {
  return notifier
}

export function setNotifier(implementation: LocalNotifier): void {
  notifier = implementation
}

export const localPermission = () => notifier.permission()
export const askLocalPermission = () => notifier.ask()

/** Shows one, when permitted; a failure to show is only logged. */
export function showLocalNotification(notice: LocalNotice, open: (link: string) => void): void {
  notifier.show(notice, open).catch((error: unknown) => console.warn('local notification failed', error))
}

// A reply is switched with comments (NOTIFICATION_SWITCHES).
const typeKey = (type: NotificationType) => `pointbook.notify.${switchOf(type)}`

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
