import { Cog6ToothIcon, DocumentDuplicateIcon, PlusIcon, ShareIcon } from '@heroicons/react/24/outline'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { confirm } from '../../../shell/confirm'
import { withLoading } from '../../../shell/loading'
import { toast } from '../../../shell/toast'
import { useSignInFirst } from '../../session/useSignInFirst'
import { StarButton } from '../../stars/components/StarButton'
import { useCopyBook } from '../mutations'
import { canCopyFrom, canEditPoints, canManage } from '../roles'
import { bookUrl, shareLink } from '../share'

/**
 * What the viewer may do with the book, by their role; sign-in comes first for visitors. Links
 * keep the address the book was opened by (`address`: id or slug), which is already cached.
 */
export function BookActions({ book, address }: { book: Book; address: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signInFirst = useSignInFirst()
  const copy = useCopyBook(book)

  const handleShare = async () => {
    const onCopied = () => toast(t('books.link-copied'), 'success')
    const result = await shareLink(bookUrl(book.slug), book.title, onCopied)
    if (result === 'failed') toast(t('books.link-not-copied'), 'error')
  }

  const handleCopy = async () => {
    if (!(await signInFirst())) return
    if (!(await confirm(t('books.copy-confirm')))) return
    let created: Book
    try {
      created = await withLoading(copy.mutateAsync())
    } catch {
      return // the query client has told the user why
    }
    toast(t('books.copied'), 'success')
    await navigate({ to: '/books/$id', params: { id: created.slug } })
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <StarButton kind="book" id={book.id} isStarred={book.isStarred} starCount={book.starCount} />
      <button type="button" className="btn btn-sm" onClick={handleShare}>
        <ShareIcon className="size-4" aria-hidden="true" />
        {t('books.share')}
      </button>
      {canCopyFrom(book) && (
        <button type="button" className="btn btn-sm" onClick={handleCopy}>
          <DocumentDuplicateIcon className="size-4" aria-hidden="true" />
          {t('books.copy')}
        </button>
      )}
      {canManage(book) && (
        <Link to="/books/$id/setting" params={{ id: address }} className="btn btn-sm">
          <Cog6ToothIcon className="size-4" aria-hidden="true" />
          {t('books.settings')}
        </Link>
      )}
      {canEditPoints(book) && (
        <Link to="/books/$id/new" params={{ id: address }} className="btn btn-sm btn-primary sm:ml-auto">
          <PlusIcon className="size-4" aria-hidden="true" />
          {t('points.add')}
        </Link>
      )}
    </div>
  )
}
