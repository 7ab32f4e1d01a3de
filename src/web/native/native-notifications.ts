import type { PermissionState } from '@capacitor/core'
import { LocalNotifications } from '@capacitor/local-notifications'
import { listenToPlugin } from './app-listener'
import type { LocalNotice, LocalNotifier, LocalPermission } from './local-notifications'

/** Capacitor's answer in the app's terms: "prompt" (and its rationale variant) is not asked yet. */
function toPermission(state: PermissionState): LocalPermission {
  return state === 'granted' || state === 'denied' ? state : 'default'
}

/**
 * A notice's number for the device (Android wants a 32-bit integer): the tag hashed (FNV-1a), so
 * showing the same notification or timer twice replaces it instead of stacking a copy.
 */
export function noticeId(tag: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < tag.length; index++) {
    hash ^= tag.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % 0x7fffffff
}

const TIMER = 'timer'

function schemaOf(notice: LocalNotice, kind: string) {
  return {
    id: noticeId(notice.tag),
    title: notice.title,
    body: notice.body,
    extra: { link: notice.link, kind },
  }
}

/**
 * The shell's notifier (Capacitor LocalNotifications): shown by the device, tapped into the app
 * through `navigate`, and timers' notices scheduled with the device so they appear at expiry even
 * with the app closed. Returns it with the removal of its tap listener.
 */
export function nativeNotifier(navigate: (path: string) => void): {
  notifier: LocalNotifier
  remove: () => void
} {
  const permission = async () => toPermission((await LocalNotifications.checkPermissions()).display)
  const notifier: LocalNotifier = {
    permission,
    ask: async () => toPermission((await LocalNotifications.requestPermissions()).display),
    async show(notice) {
      if ((await permission()) !== 'granted') return
      await LocalNotifications.schedule({ notifications: [schemaOf(notice, 'notification')] })
    },
    async scheduleTimers(notices) {
      if ((await permission()) !== 'granted') return true
      const { notifications: pending } = await LocalNotifications.getPending()
      const old = pending.filter((notice) => notice.extra?.kind === TIMER)
      if (old.length > 0) await LocalNotifications.cancel({ notifications: old.map(({ id }) => ({ id })) })
      const future = notices.filter((notice) => notice.at > Date.now())
      if (future.length > 0)
        await LocalNotifications.schedule({
          notifications: future.map((notice) => ({
            ...schemaOf(notice, TIMER),
            schedule: { at: new Date(notice.at), allowWhileIdle: true },
          })),
        })
      return true
    },
  }
  const remove = listenToPlugin(
    async () => ({ plugin: LocalNotifications }),
    (plugin) =>
      plugin.addListener('localNotificationActionPerformed', ({ notification }) => {
        const link = (notification.extra as { link?: unknown } | undefined)?.link
        if (typeof link === 'string' && link.startsWith('/')) navigate(link)
      }),
  )
  return { notifier, remove }
}
