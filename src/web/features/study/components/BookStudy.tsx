import { AcademicCapIcon } from '@heroicons/react/24/outline'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { confirm } from '../../../ui/confirm'
import { toast } from '../../../ui/toast'
import { meQueryOptions } from '../../session/me-query'
import { useSetStudying, useUpdateStudySettings } from '../mutations'
import { bookStudyOptions } from '../queries'

/**
 * On a book's page, for a signed-in reader: study it (its due and new cards), or add it to the
 * study list; taking it out asks first and keeps the history.
 */
export function BookStudy({ bookId, title }: { bookId: string; title: string }) {
  const { t } = useTranslation()
  const { data: me } = useQuery(meQueryOptions)
  const isReady = useCatalogPart('study', Boolean(me))
  const query = useQuery({ ...bookStudyOptions(bookId), enabled: Boolean(me) })
  const setStudying = useSetStudying(bookId)
  const updateSettings = useUpdateStudySettings()
  const [isAnswered, setIsAnswered] = useState(false)
  const askId = useId()
  if (!me || !isReady || !query.data) return null
  const { studying, due } = query.data

  const handleStart = () =>
    setStudying.mutate(true, { onSuccess: () => toast(t('study.book.added'), 'success') })
  const handleStop = async () => {
    if (!(await confirm(t('study.book.stop-confirm', { title })))) return
    setStudying.mutate(false, { onSuccess: () => toast(t('study.book.removed'), 'success') })
  }

  // My new, copied or shared book, out of my list because I have not said yet: ask once, and the
  // answer decides for the books after it too (decision 029).
  const handleAnswer = (addsBooks: boolean) =>
    updateSettings.mutate(
      { addsBooks },
      {
        onSuccess: () => {
          setIsAnswered(true)
          if (addsBooks) handleStart()
          else toast(t('study.book.ask-saved'), 'success')
        },
      },
    )
  if (query.data.asksToAdd && !isAnswered)
    return (
      <section
        aria-labelledby={askId}
        className="alert alert-info alert-soft flex flex-col items-start gap-2 text-start"
        data-testid="study-ask"
      >
        <p id={askId}>{t('study.book.ask')}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary btn-sm min-h-11"
            disabled={updateSettings.isPending}
            onClick={() => handleAnswer(true)}
          >
            {t('study.book.ask-yes')}
          </button>
          <button
            type="button"
            className="btn btn-sm min-h-11"
            disabled={updateSettings.isPending}
            onClick={() => handleAnswer(false)}
          >
            {t('study.book.ask-no')}
          </button>
        </div>
        {updateSettings.isError && (
          <p role="alert" className="text-sm text-error">
            {t('study.book.ask-failed')}
          </p>
        )}
      </section>
    )

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="book-study">
      {studying ? (
        <>
          {/* Its badges wrap under the label at a large text size instead of pushing the page wider. */}
          <Link
            to="/study"
            search={{ bookId }}
            className="btn btn-primary h-auto min-h-11 max-w-full flex-wrap py-1"
          >
            <AcademicCapIcon className="size-5" aria-hidden="true" />
            {t('study.book.study')}
            <span className="badge badge-sm border-0 bg-primary-content/20 text-primary-content">
              {t('study.book.due', { count: due })}
            </span>
            <span className="badge badge-sm border-0 bg-primary-content/20 text-primary-content">
              {t('study.book.new', { count: query.data.new })}
            </span>
          </Link>
          <button
            type="button"
            className="btn btn-ghost min-h-11"
            disabled={setStudying.isPending}
            onClick={() => void handleStop()}
          >
            {t('study.book.stop')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-outline min-h-11"
          disabled={setStudying.isPending}
          onClick={handleStart}
        >
          <AcademicCapIcon className="size-5" aria-hidden="true" />
          {t('study.book.start')}
        </button>
      )}
    </div>
  )
}
