import { BookOpenIcon, ClockIcon, GlobeAltIcon, NewspaperIcon } from '@heroicons/react/24/outline'
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '../../../shared/accounts'
import { isCatalogPartLoaded } from '../../i18n/i18n'
import { formatDate } from '../../lib/date'
import { PagePending } from '../../ui/FramePending'
import { QueryStatus } from '../../ui/QueryStatus'
import { StudyToday } from '../study/components/StudyToday'
import { prefetchToday } from '../study/prefetch'
import { studyKeys } from '../study/queries'
import { timeLeft } from '../timers/countdown'
import { timerKeys, timersOptions } from '../timers/queries'
import { useNow } from '../timers/use-now'

/** How many exam countdowns the home page shows: the soonest. */
const SHOWN_TIMERS = 3

/**
 * Home for someone signed in: what to do today, as Anki opens on its decks and their due counts.
 * Today's study, the nearest exam days, and the ways to the rest; a visitor gets the welcome.
 */
export function HomeDashboard({ me }: { me: MyProfile }) {
  const { t } = useTranslation()
  const isReady = useHomeReady(me.id)
  const links = [
    { to: '/mine', label: t('home.my-books'), Icon: BookOpenIcon },
    { to: '/explore', label: t('home.explore'), Icon: GlobeAltIcon },
    { to: '/posts', label: t('home.posts'), Icon: NewspaperIcon },
  ] as const
  // The page's pending state until its cards can render whole: none then appears above another
  // or changes its size, pushing the rest down (found by a tester).
  if (!isReady) return <PagePending />
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold wrap-anywhere">
        {/* The very first sign-in is a welcome, not a welcome back (issue 44). */}
        {me.isReturning ? t('home.welcome-back', { name: me.name }) : t('auth.welcome', { name: me.name })}
      </h1>
      <StudyToday />
      <NextExams />
      {/*
        Three in a row, or one a row where three do not fit (a narrow phone, large text): never two
        and one left alone (found by a tester at 390 px). Each column is a third of the row while a
        third is at least 6.5rem, else the whole row; the label goes under its icon in a third.
      */}
      <nav
        aria-label={t('home.shortcuts')}
        className="@container grid grid-cols-[repeat(auto-fit,minmax(min(100%,max(calc((100%_-_1rem)/3_-_1px),calc((20.5rem_-_100%)_*_999))),1fr))] gap-2"
      >
        {links.map(({ to, label, Icon }) => (
          <Link
            key={to}
            to={to}
            className="btn h-auto min-h-12 justify-start px-3 py-2 text-start @min-[20.5rem]:flex-col @min-[20.5rem]:justify-center @min-[20.5rem]:text-center"
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </nav>
    </div>
  )
}

/**
 * Whether what the page shows first is in: study's strings, today's counts in my zone (as /mine's
 * loader gets them) and my timers. Offline, the timers are not waited for (they wait for the
 * network in their card); back on a page already loaded, nothing is.
 */
function useHomeReady(userId: string): boolean {
  const queryClient = useQueryClient()
  const [isReady, setReady] = useState(
    () =>
      isCatalogPartLoaded('study') &&
      queryClient.getQueryData(studyKeys.today()) !== undefined &&
      queryClient.getQueryData(timerKeys.list()) !== undefined,
  )
  useEffect(() => {
    if (isReady) return
    let isCurrent = true
    const ready = () => {
      if (isCurrent) setReady(true)
    }
    const timers = onlineManager.isOnline() ? queryClient.prefetchQuery(timersOptions) : null
    void Promise.all([prefetchToday(queryClient, userId), timers]).then(ready, ready)
    return () => {
      isCurrent = false
    }
  }, [queryClient, userId, isReady])
  return isReady
}

/** The soonest running countdowns, redrawn each minute; or the way to set one. */
function NextExams() {
  const { t, i18n } = useTranslation()
  const query = useQuery(timersOptions)
  const timers = query.data?.items ?? []
  const now = useNow(timers)
  // The list comes soonest first.
  const running = timers.filter((timer) => !timeLeft(timer.expiresAt, now).isExpired).slice(0, SHOWN_TIMERS)
  return (
    <section aria-labelledby="next-exams" className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="next-exams" className="flex items-center gap-2 text-lg font-semibold">
            <ClockIcon className="size-6 text-primary" aria-hidden="true" />
            {t('home.next-exams')}
          </h2>
          <Link to="/timers" className="link text-sm">
            {t('home.all-timers')}
          </Link>
        </div>
        {!query.data ? (
          <QueryStatus query={query} failed={t('timers.load-failed')} />
        ) : running.length === 0 ? (
          <p className="text-sm text-base-content/70">
            {t('home.no-exams')}{' '}
            <Link to="/timers/new" className="link">
              {t('home.add-timer')}
            </Link>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-base-300" data-testid="home-timers">
            {running.map((timer) => {
              const left = timeLeft(timer.expiresAt, now)
              return (
                <li key={timer.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="min-w-0 grow basis-40 font-medium wrap-anywhere">{timer.name}</span>
                  <span
                    className="font-mono tabular-nums"
                    title={formatDate(timer.expiresAt, i18n.language, 'dateTime')}
                  >
                    {t('timers.left', { days: left.days, hours: left.hours, minutes: left.minutes })}
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
