import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * While someone is signed in, their live events (realtime-connection.ts, loaded on first use so a
 * visitor's first page does not carry it).
 */
export function useRealtime(userId: string | undefined): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let isCancelled = false
    void import('./realtime-connection').then(({ startRealtime }) => {
      if (!isCancelled) stop = startRealtime(queryClient, (link) => void router.navigate({ to: link }))
    })
    return () => {
      isCancelled = true
      stop?.()
    }
  }, [userId, queryClient, router])
}
