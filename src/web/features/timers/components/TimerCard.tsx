import { PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Timer } from '../../../../shared/timers'
import { formatDate } from '../../../lib/date'
import { confirmHint } from '../../../ui/confirm'
import { toast } from '../../../ui/toast'
import { timeLeft } from '../countdown'
import { useDeleteTimer, useUpdateTimer } from '../mutations'
import { TimerForm } from './TimerForm'

/** A timer: the time left, when it ends, the books it covers and the pace they ask for. */
export function TimerCard({ timer, now }: { timer: Timer; now: number }) {
  const { t, i18n } = useTranslation()
  const remove = useDeleteTimer()
  const update = useUpdateTimer(timer.id)
  const [isEditing, setEditing] = useState(false)
  const left = timeLeft(timer.expiresAt, now)
  const handleDelete = async () => {
    if (!(await confirmHint('delete-timer', { name: timer.name }))) return
    // The card leaves the list at once (optimistic), so the outcome is awaited here, not in
    // callbacks of a component that is gone by then.
    try {
      await remove.mutateAsync(timer.id)
      toast(t('timers.deleted'), 'success')
    } catch {
      toast(t('timers.delete-failed'), 'error')
    }
  }
  if (isEditing)
    return (
      <li className="rounded-box bg-base-200 p-4" data-testid="timer">
        <TimerForm
          timer={timer}
          submitLabel={t('timers.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await update.mutateAsync(input)
            toast(t('timers.updated'), 'success')
            setEditing(false)
          }}
        />
      </li>
    )
  return (
    <li className="flex items-start gap-3 rounded-box bg-base-200 p-4" data-testid="timer">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold [overflow-wrap:anywhere]">{timer.name}</h2>
        {left.isExpired ? (
          <p className="badge badge-neutral" data-testid="time-left">
            {t('timers.expired')}
          </p>
        ) : (
          <p className="font-mono text-lg tabular-nums" data-testid="time-left" aria-live="off">
            {t('timers.left', { days: left.days, hours: left.hours, minutes: left.minutes })}
          </p>
        )}
        <p className="text-xs text-base-content/70">
          {t('timers.ends', { date: formatDate(timer.expiresAt, i18n.language, 'dateTime') })}
        </p>
        {timer.books.length > 0 && (
          <ul aria-label={t('timers.linked-books')} className="mt-1 flex flex-wrap gap-1.5">
            {timer.books.map((book) => (
              <li key={book.id}>
                <Link
                  to="/books/$id"
                  params={{ id: book.slug }}
                  className="badge badge-soft badge-primary h-auto py-0.5"
                >
                  {book.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {timer.pace !== null && (
          <p className="text-sm" data-testid="timer-pace">
            <span className="font-semibold">{t('timers.pace', { count: timer.pace })}</span>
            {timer.unseen > 0 && (
              <span className="text-base-content/70"> · {t('timers.unseen', { count: timer.unseen })}</span>
            )}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t('timers.edit', { name: timer.name })}
          onClick={() => setEditing(true)}
        >
          <PencilSquareIcon className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t('timers.delete', { name: timer.name })}
          disabled={remove.isPending}
          onClick={() => void handleDelete()}
        >
          <TrashIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </li>
  )
}
