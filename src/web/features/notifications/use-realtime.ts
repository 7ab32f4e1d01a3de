import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { meQueryOptions } from '../profiles/queries'
import { applyAuthChange } from '../session/session'

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
      if (isCancelled) return
      stop = startRealtime(
        queryClient,
        (link) => void router.navigate({ to: link }),
        // Banned: signed out everywhere already; say why on the sign-in page.
        async () => {
          // Nobody is signed in from now on (the sign-out then forgets the rest of the cache).
          queryClient.setQueryData(meQueryOptions.queryKey, null)
          await applyAuthChange('SIGNED_OUT')
          await router.navigate({ to: '/login', search: { banned: true } })
        },
      )
    })
    return () => {
      isCancelled = true
      stop?.()
    }
  }, [userId, queryClient, router])
}
