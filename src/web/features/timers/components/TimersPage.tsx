import { ClockIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Timer } from '../../../../shared/timers'
import { localNotifier, showLocalNotification } from '../../../native/local-notifications'
import { QueryStatus } from '../../../ui/QueryStatus'
import { toast } from '../../../ui/toast'
import { timeLeft } from '../countdown'
import { timersOptions } from '../queries'
import { useNow } from '../use-now'
import { TimerCard } from './TimerCard'

/**
 * Tells that a timer ended. Where the device can (the native shell), its notices are scheduled
 * with the device for each running timer, so they appear at expiry with the app closed. Else,
 * while the page is open, a toast and a local notification, once.
 */
function useExpiryNotice(timers: Timer[], now: number, isLoaded: boolean) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const running = useRef(new Set<string>())
  const scheduled = useRef(false)
  useEffect(() => {
    // Before the list is in there is nothing to replace the scheduled notices with.
    if (!isLoaded) return
    const notices = timers.map((timer) => ({
      tag: `timer-${timer.id}`,
      title: t('timers.ended', { name: timer.name }),
      body: '',
      link: '/timers',
      at: Date.parse(timer.expiresAt),
    }))
    localNotifier()
      .scheduleTimers(notices)
      .then(
        (isScheduled) => {
          scheduled.current = isScheduled
        },
        (error: unknown) => console.warn('timer notices not scheduled', error),
      )
  }, [timers, isLoaded, t])
  useEffect(() => {
    for (const timer of timers) {
      const isOver = timeLeft(timer.expiresAt, now).isExpired
      if (!isOver) running.current.add(timer.id)
      else if (running.current.delete(timer.id)) {
        const message = t('timers.ended', { name: timer.name })
        toast(message, 'info')
        if (!scheduled.current)
          showLocalNotification(
            { tag: `timer-${timer.id}`, title: message, body: '', link: '/timers' },
            (link) => void navigate({ to: link }),
          )
      }
    }
  }, [timers, now, t, navigate])
}

export function TimersPage() {
  const { t } = useTranslation()
  const query = useQuery(timersOptions)
  const timers = query.data?.items ?? []
  const now = useNow(timers)
  useExpiryNotice(timers, now, query.isSuccess)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('timers.heading')}</h1>
        <Link to="/timers/new" className="btn btn-primary btn-sm">
          {t('timers.new')}
        </Link>
      </div>
      {query.isPending || query.isError ? (
        <QueryStatus query={query} failed={t('timers.load-failed')} />
      ) : timers.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-box bg-base-200 px-4 py-10 text-center">
          <ClockIcon className="size-8 text-base-content/70" aria-hidden="true" />
          <p className="text-base-content/70">{t('timers.empty')}</p>
          <Link to="/timers/new" className="btn btn-sm">
            {t('timers.new')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="timers">
          {timers.map((timer) => (
            <TimerCard key={timer.id} timer={timer} now={now} />
          ))}
        </ul>
      )}
    </div>
  )
}
