import { ArrowUturnLeftIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'
import type { DueCounts } from '../../../../shared/study'

const COUNTS = [
  { key: 'new', tone: 'text-info' },
  { key: 'learning', tone: 'text-error' },
  { key: 'review', tone: 'text-success' },
] as const

interface SessionProgressProps {
  counts: DueCounts
  done: number
  /** The count the card on screen belongs to, underlined as Anki does. */
  currentCount: keyof DueCounts | null
  canUndo: boolean
  onUndo(): void
}

/** What is left today (new, learning, review), what is done, and Undo. */
export function SessionProgress({ counts, done, currentCount, canUndo, onUndo }: SessionProgressProps) {
  const { t } = useTranslation()
  const left = counts.new + counts.learning + counts.review
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <ul
          className="flex min-w-0 grow basis-40 flex-wrap items-center gap-x-3 gap-y-1 text-sm"
          data-testid="study-counts"
        >
          {COUNTS.map(({ key, tone }) => (
            <li key={key} className="flex flex-none items-center gap-1">
              <span className="text-base-content/70">{t(`study.counts.${key}`)}</span>
              <span
                className={`font-semibold tabular-nums ${tone} ${currentCount === key ? 'underline underline-offset-4' : ''}`}
                data-testid={`count-${key}`}
              >
                {counts[key]}
              </span>
            </li>
          ))}
          <li className="text-base-content/70 tabular-nums" data-testid="done-count">
            {t('study.done-count', { count: done })}
          </li>
        </ul>
        <button
          type="button"
          className="btn btn-ghost min-h-11 shrink-0"
          aria-keyshortcuts="Z Control+Z"
          disabled={!canUndo}
          onClick={onUndo}
        >
          <ArrowUturnLeftIcon className="size-5" aria-hidden="true" />
          {t('study.undo')}
        </button>
      </div>
      <progress
        className="progress progress-primary h-1.5 w-full"
        value={done}
        max={Math.max(1, done + left)}
        aria-label={t('study.progress', { done, left })}
      />
    </div>
  )
}
