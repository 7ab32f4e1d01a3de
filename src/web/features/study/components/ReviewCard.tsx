import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DueItem } from '../../../../shared/study'
import { Markdown } from '../../markdown/Markdown'

/**
 * The card on screen: question first, the answer rendered from the start but hidden until
 * revealed (so it appears at once, without a flash of Markdown source). Mounted per card: it
 * takes the focus when the last card's controls had it, so a screen reader reads the new one.
 */
export function ReviewCard({ item, isRevealed }: { item: DueItem; isRevealed: boolean }) {
  const { t } = useTranslation()
  const { point } = item
  const answerId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const answer = useRef<HTMLElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true })
  }, [])
  useEffect(() => {
    if (isRevealed && document.activeElement === document.body) answer.current?.focus({ preventScroll: true })
  }, [isRevealed])
  return (
    <article className="flex flex-col gap-4" data-testid="study-card">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <Link
            to="/books/$id"
            params={{ id: point.bookId }}
            className="link-hover min-w-0 truncate text-base-content/70"
          >
            {t('study.in-book', { title: point.bookTitle })}
          </Link>
          {point.sectionTitle && (
            <span className="badge badge-soft badge-primary h-auto py-0.5">
              <span className="sr-only">{t('points.section-title')}: </span>
              {point.sectionTitle}
            </span>
          )}
        </div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold wrap-anywhere outline-none">
          {point.title}
        </h1>
        {point.description && <p className="whitespace-pre-line text-base-content/70">{point.description}</p>}
      </header>
      {point.content && <Markdown source={point.content} />}
      <section
        ref={answer}
        id={answerId}
        tabIndex={-1}
        hidden={!isRevealed}
        aria-label={t('study.answer')}
        className="border-t border-dashed border-base-300 pt-4 outline-none"
        data-testid="study-answer"
      >
        {point.hiddenContent ? (
          <Markdown source={point.hiddenContent} />
        ) : (
          <p className="text-base-content/70">{t('study.no-answer')}</p>
        )}
      </section>
    </article>
  )
}
