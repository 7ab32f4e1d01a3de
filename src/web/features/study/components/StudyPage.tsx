import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { QueryStatus } from '../../../ui/QueryStatus'
import { dueOptions } from '../queries'
import { ReviewSession } from './ReviewSession'

/** /study: today's cards of all my books, or of one (`bookId`). */
export function StudyPage({ bookId }: { bookId: string | undefined }) {
  const { t } = useTranslation()
  const isReady = useCatalogPart('study')
  // The loader fetched the list just now: a second fetch on mount would only repeat it.
  const query = useQuery({ ...dueOptions(bookId), refetchOnMount: false })
  if (!isReady || !query.data)
    return (
      <div className="flex flex-col py-6">
        <QueryStatus
          query={{ ...query, isPending: !isReady || query.isPending }}
          failed={isReady ? t('study.load-failed') : ''}
        />
      </div>
    )
  return <ReviewSession key={bookId ?? ''} first={query.data} bookId={bookId} />
}
