import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isPageKey } from '../../lib/page-keys'

/**
 * ← and → go to the previous and next point of the book, replacing the history entry. While the
 * next point loads, the shown one's keys no longer count: its neighbours are not the address's
 * (→ then ← at once went to the point before the shown one, not back to it).
 */
export function usePointKeys(previousId: string | null, nextId: string | null) {
  const navigate = useNavigate()
  const router = useRouter()
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (!isPageKey(event)) return
      const { location, resolvedLocation } = router.state
      if (resolvedLocation && location.href !== resolvedLocation.href) return
      const id = event.key === 'ArrowLeft' ? previousId : event.key === 'ArrowRight' ? nextId : null
      if (!id) return
      event.preventDefault()
      void navigate({ to: '/points/$id', params: { id }, replace: true })
    }
    document.addEventListener('keydown', handleKey)
    return () => document.removeEventListener('keydown', handleKey)
  }, [previousId, nextId, navigate, router])
}
