import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ONLINE_HEARTBEAT_SECONDS } from '../../../shared/constants'
import { api, unwrap } from '../../lib/api'
import { isAppActive } from '../../native/app-state'
import { profileKeys } from './queries'

// Here, not with the profile's mutations (`mutations.ts`): the layout runs the heartbeat on every
// page, and the profile form's and the avatar's hooks are their pages' own.
const sendHeartbeat = () => unwrap(api.me.online.$post())

/**
 * While signed in and the app is active (the page visible; in the shell, not paused), tell the server every 10 s (spec §4); it adds 10 s
 * of online time at most once per 10 s, so a hidden tab or a fast timer cannot inflate it.
 */
export function useOnlineHeartbeat(userId: string | undefined) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    const beat = async () => {
      // Offline the beat could not arrive; the browser would only log the failed request.
      if (!isAppActive() || !onlineManager.isOnline()) return
      try {
        const { onlineDuration } = await sendHeartbeat()
        for (const key of [profileKeys.me(), profileKeys.detail(userId)]) {
          queryClient.setQueryData(key, (old: { onlineDuration: number } | undefined) =>
            old ? { ...old, onlineDuration } : old,
          )
        }
      } catch {
        // A missed beat only means ten seconds not counted.
      }
    }
    const timer = setInterval(beat, ONLINE_HEARTBEAT_SECONDS * 1000)
    return () => clearInterval(timer)
  }, [userId, queryClient])
}
