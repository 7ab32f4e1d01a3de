import { GlobeAltIcon, LockClosedIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'

/** Public or private, my role when the book is shared with me, and a ban its owner should know of. */
export function BookBadges({ book, size = 'md' }: { book: Book; size?: 'sm' | 'md' }) {
  const { t } = useTranslation()
  const isPublic = book.visibility === 'public'
  const Icon = isPublic ? GlobeAltIcon : LockClosedIcon
  // A badge keeps its word on one line (its height is fixed): the row wraps instead.
  const sizeClass = `shrink-0 whitespace-nowrap ${size === 'sm' ? 'badge-sm' : ''}`
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={`badge badge-soft ${isPublic ? 'badge-success' : 'badge-neutral'} ${sizeClass}`}>
        <Icon className="size-3.5" aria-hidden="true" />
        {isPublic ? t('books.public') : t('books.private')}
      </span>
      {(book.myRole === 'editor' || book.myRole === 'viewer') && (
        <span className={`badge badge-soft badge-info ${sizeClass}`}>{t(`books.role-${book.myRole}`)}</span>
      )}
      {book.bannedAt && <span className={`badge badge-error ${sizeClass}`}>{t('books.banned')}</span>}
    </span>
  )
}
