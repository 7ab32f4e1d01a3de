import { useTranslation } from 'react-i18next'
import type { Intervals } from '../../../../shared/study'
import { RATINGS, type RatingName } from '../../../../shared/study-constants'
import { formatInterval } from '../interval'

const TONE: Record<RatingName, string> = {
  again: 'btn-error',
  hard: 'btn-warning',
  good: 'btn-success',
  easy: 'btn-info',
}

interface AnswerBarProps {
  isRevealed: boolean
  intervals: Intervals
  onReveal(): void
  onRate(rating: RatingName): void
}

/**
 * One slot of fixed height at the bottom: Show answer, then in its place the four ratings, each
 * with the interval it would give; so nothing moves when the answer appears. Where large text
 * leaves the bar under 20rem (a container query in rem), the ratings are two by two in a slot
 * twice as high, so "Again" is not broken inside the word.
 */
export function AnswerBar({ isRevealed, intervals, onReveal, onRate }: AnswerBarProps) {
  const { t, i18n } = useTranslation()
  return (
    <div className="@container" data-testid="answer-bar">
      <div className="flex h-34 flex-col justify-end @xs:h-16">
        {isRevealed ? (
          <fieldset className="grid h-full grid-cols-2 gap-2 @xs:grid-cols-4">
            <legend className="sr-only">{t('study.rate')}</legend>
            {RATINGS.map((rating, index) => {
              const interval = formatInterval(intervals[rating].seconds, t, i18n.language)
              return (
                <button
                  key={rating}
                  type="button"
                  className={`btn btn-soft ${TONE[rating]} h-full min-h-11 flex-col gap-0 px-1 leading-tight`}
                  aria-keyshortcuts={String(index + 1)}
                  onClick={() => onRate(rating)}
                >
                  <span className="font-semibold">{t(`study.rating.${rating}`)}</span>
                  <span className="text-xs font-normal tabular-nums" data-testid="interval">
                    {interval}
                  </span>
                </button>
              )
            })}
          </fieldset>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-block h-16 min-h-11 text-base"
            aria-keyshortcuts="Space"
            onClick={onReveal}
          >
            {t('study.show-answer')}
          </button>
        )}
      </div>
    </div>
  )
}
