/**
 * The one live stream and the app's foreground state, for the native shell's lifecycle (spec §4):
 * on pause the stream closes; on resume it re-opens if someone is signed in (only then is one
 * attached) and the unread count is loaded again.
 */
export interface Suspendable {
  suspend(): void
  resume(): void
}

interface Attached {
  connection: Suspendable | null
  reloadUnread: () => void
}

let attached: Attached | null = null
let isActive = true

/** While signed in (use-realtime.ts): `connect` once the stream exists; `detach` on sign-out. */
export function attachRealtime(reloadUnread: () => void) {
  const mine: Attached = { connection: null, reloadUnread }
  attached = mine
  return {
    connect(connection: Suspendable) {
      mine.connection = connection
      if (!isActive) connection.suspend()
    },
    detach() {
      if (attached === mine) attached = null
    },
  }
}

export const realtimeLifecycle = {
  onPause(): void {
    isActive = false
    attached?.connection?.suspend()
  },
  onResume(): void {
    isActive = true
    if (!attached) return
    attached.connection?.resume()
    attached.reloadUnread()
  },
}
