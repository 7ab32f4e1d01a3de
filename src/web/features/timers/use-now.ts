import { useEffect, useState } from 'react'
import type { Timer } from '../../../shared/timers'
import { untilNextMinute } from './countdown'

/** The current time, redrawn when the soonest shown minute changes (and at least every minute). */
export function useNow(timers: Timer[]): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const next = Math.min(60_000, ...timers.map((timer) => untilNextMinute(timer.expiresAt, now)))
    const handle = setTimeout(() => setNow(Date.now()), next + 50)
    return () => clearTimeout(handle)
  }, [timers, now])
  return now
}
