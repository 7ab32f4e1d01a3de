import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadMore } from '../../../ui/LoadMore'
import { membersQueryOptions } from '../queries'
import { AddMemberForm } from './AddMemberForm'
import { MemberRow } from './MemberRow'

/**
 * Sharing: who may read (viewer) or also write (editor) this book, even while it is private.
 * A banned book is shared no further (`canShare` false): its members can only be removed.
 */
export function MembersPanel({
  bookId,
  bookTitle,
  canShare,
}: {
  bookId: string
  bookTitle: string
  canShare: boolean
}) {
  const { t } = useTranslation()
  const query = useSuspenseInfiniteQuery(membersQueryOptions(bookId))
  const members = query.data.pages.flatMap((page) => page.items)
  return (
    <section className="flex flex-col gap-2" aria-labelledby="book-sharing">
      <h2 id="book-sharing" className="text-lg font-semibold">
        {t('books.sharing')}
      </h2>
      <p className="text-sm text-base-content/70">{t('books.sharing-hint')}</p>
      {canShare && <AddMemberForm bookId={bookId} />}
      {members.length === 0 ? (
        <p className="py-2 text-sm text-base-content/70">{t('books.no-members')}</p>
      ) : (
        <ul className="divide-y divide-base-300" aria-label={t('books.members')}>
          {members.map((member) => (
            <MemberRow
              key={`${member.id}:${member.role}`}
              member={member}
              bookTitle={bookTitle}
              canChangeRole={canShare}
            />
          ))}
        </ul>
      )}
      <LoadMore pager={query} />
    </section>
  )
}
