import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sessionEndedElsewhere } from '../session/ended'
import { notificationKeys } from './queries'
import { attachRealtime } from './realtime-lifecycle'

/**
 * While someone is signed in, their live events (realtime-connection.ts, loaded on first use so a
 * visitor's first page does not carry it). The native shell pauses and resumes it through
 * realtime-lifecycle.ts.
 */
export function useRealtime(userId: string | undefined): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let isCancelled = false
    const lifecycle = attachRealtime(
      () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
    )
    void import('./realtime-connection').then(({ startRealtime }) => {
      if (isCancelled) return
      const connection = startRealtime(
        queryClient,
        router,
        // Signed out elsewhere or banned: this page signs out too and says why on sign-in.
        (reason) => sessionEndedElsewhere(queryClient, reason),
      )
      stop = connection.stop
      lifecycle.connect(connection)
    })
    return () => {
      isCancelled = true
      lifecycle.detach()
      stop?.()
    }
  }, [userId, queryClient, router])
}
