import { useEffect, useRef } from 'react'
import { RATINGS, type RatingName } from '../../../shared/study-constants'
import { isOnControl } from '../../lib/page-keys'

interface StudyKeyActions {
  isRevealed: boolean
  reveal(): void
  rate(rating: RatingName): void
  undo(): void
}

/** Typing in a field, or a dialog open: the keys are not the session's. */
function isElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.repeat) return true
  const target = event.target
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || Boolean(target.closest('input, textarea, select, dialog'))
}

/** Space shows the answer, 1–4 rate it, Z (or Ctrl/⌘+Z) takes back the last rating. */
export function useStudyKeys(actions: StudyKeyActions) {
  const latest = useRef(actions)
  latest.current = actions
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (isElsewhere(event)) return
      const { isRevealed, reveal, rate, undo } = latest.current
      const hasModifier = event.ctrlKey || event.metaKey
      if (event.key.toLowerCase() === 'z' && !event.shiftKey) {
        event.preventDefault()
        undo()
        return
      }
      if (hasModifier || event.shiftKey) return
      if (event.key === ' ' && !isRevealed && !isOnControl(event)) {
        event.preventDefault()
        reveal()
        return
      }
      const rating = RATINGS[Number(event.key) - 1]
      if (isRevealed && rating && /^[1-4]$/.test(event.key)) {
        event.preventDefault()
        rate(rating)
      }
    }
    document.addEventListener('keydown', handleKey)
    return () => document.removeEventListener('keydown', handleKey)
  }, [])
}
