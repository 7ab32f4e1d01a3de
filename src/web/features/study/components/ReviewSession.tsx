import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DueList } from '../../../../shared/study'
import type { RatingName } from '../../../../shared/study-constants'
import { useIsOnline } from '../../../lib/online'
import { usePageTitle } from '../../../ui/page-title'
import { countOf } from '../session'
import { useReviewSession } from '../use-review-session'
import { useStudyKeys } from '../use-study-keys'
import { AnswerBar } from './AnswerBar'
import { ReviewCard } from './ReviewCard'
import { SessionEnd } from './SessionEnd'
import { SessionProgress } from './SessionProgress'

/** A session from its first due list to its end: one card at a time, rated from 1 to 4. */
export function ReviewSession({ first, bookId }: { first: DueList; bookId: string | undefined }) {
  const { t } = useTranslation()
  const isOnline = useIsOnline()
  const session = useReviewSession(first, bookId)
  const { current } = session
  const [revealedId, setRevealedId] = useState<string | null>(null)
  const isRevealed = current !== null && revealedId === current.point.id
  usePageTitle(current?.point.title, current?.point.bookTitle)
  // A card comes back (undone, or due again) with its answer hidden.
  const handleRate = (rating: RatingName) => {
    setRevealedId(null)
    session.rate(rating)
  }
  useStudyKeys({
    isRevealed,
    reveal: () => current && setRevealedId(current.point.id),
    rate: handleRate,
    undo: () => void session.undo(),
  })

  return (
    // The page's height, less the top bar and the main's padding (on a phone the bar then sits on the dock).
    <div className="-mb-10 flex min-h-[calc(100dvh-7.5rem)] flex-col gap-4 md:mb-0 md:min-h-[calc(100dvh-6rem)]">
      <SessionProgress
        counts={session.counts}
        done={session.log.length}
        currentCount={current ? countOf(current) : null}
        canUndo={session.canUndo}
        onUndo={() => void session.undo()}
      />
      {session.failed > 0 && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{t('study.save-failed', { count: session.failed })}</span>
          <button type="button" className="btn btn-sm min-h-11" onClick={session.retryFailed}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {current ? (
        <>
          <div className="flex-1">
            <ReviewCard key={current.point.id} item={current} isRevealed={isRevealed} />
          </div>
          <p className="hidden text-center text-xs text-base-content/70 md:block">{t('study.keys-hint')}</p>
          <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 bg-base-100/95 px-4 py-2 md:bottom-0 md:pb-4">
            <AnswerBar
              isRevealed={isRevealed}
              intervals={current.intervals}
              onReveal={() => setRevealedId(current.point.id)}
              onRate={handleRate}
            />
          </div>
        </>
      ) : session.isFinished ? (
        <SessionEnd
          log={session.log}
          nextDueAt={session.nextDueAt}
          limitReached={session.limitReached}
          nextDueDay={session.nextDueDay}
          book={session.book}
          onCheckAgain={session.checkAgain}
        />
      ) : session.listError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{t('study.load-failed')}</span>
          <button type="button" className="btn btn-sm min-h-11" onClick={session.retryList}>
            {t('common.retry')}
          </button>
        </div>
      ) : !isOnline && session.pending > 0 ? (
        <p role="status" className="alert alert-warning alert-soft">
          {t('study.offline')}
        </p>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-10 text-base-content/70">
          <span className="loading loading-spinner" aria-hidden="true" />
          {t('study.saving')}
        </p>
      )}
    </div>
  )
}
