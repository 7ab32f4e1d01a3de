import {
  ArrowDownTrayIcon,
  ArrowUpTrayIcon,
  Cog6ToothIcon,
  DocumentDuplicateIcon,
  PlusIcon,
  ShareIcon,
  SparklesIcon,
} from '@heroicons/react/24/outline'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import { loadCatalogPart } from '../../../i18n/i18n'
import { errorMessage } from '../../../lib/api'
import { ActionsMenu, menuItem } from '../../../ui/ActionsMenu'
import { withLoading } from '../../../ui/loading'
import { toast } from '../../../ui/toast'
import { useClientConfig } from '../../config/queries'
import { AdminMenuItems } from '../../moderation/components/AdminMenuItems'
import { ReportMenuItem } from '../../moderation/components/ReportMenuItem'
import { useSignInFirst } from '../../session/useSignInFirst'
import { StarButton } from '../../stars/components/StarButton'
import { bookKeys } from '../queries'
import { bookUrl, shareLink } from '../share'

/** Where a book's star shows: its cached copies, and the book lists, read again once it settles. */
const starCache = { details: bookKeys.details(), lists: bookKeys.lists() }

// Only after "Copy": a reader's book page does not download the form or its strings (the
// editor's catalog part; decision 018).
const CopyBookPanel = lazy(() =>
  Promise.all([import('./CopyBookPanel'), loadCatalogPart('editor')]).then(([module]) => ({
    default: module.CopyBookPanel,
  })),
)

/**
 * What the viewer may do with the book, by their role; sign-in comes first for visitors. Links
 * keep the address the book was opened by (`address`: id or slug), which is already cached.
 */
export function BookActions({ book, address }: { book: Book; address: string }) {
  const { t } = useTranslation()
  const signInFirst = useSignInFirst('copy-book')
  const [isCopying, setCopying] = useState(false)
  const panelId = useId()

  const handleShare = async () => {
    const onCopied = () => toast(t('books.link-copied'), 'success')
    const result = await shareLink(bookUrl(book.slug), book.title, onCopied)
    if (result === 'failed') toast(t('books.link-not-copied'), 'error')
  }

  const handleCopy = async () => {
    if (!(await signInFirst())) return
    setCopying((open) => !open)
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StarButton
          kind="book"
          id={book.id}
          isStarred={book.isStarred}
          starCount={book.starCount}
          cache={starCache}
        />
        {book.can.share && (
          <button type="button" className="btn btn-sm" onClick={handleShare}>
            <ShareIcon className="size-4" aria-hidden="true" />
            {t('books.share')}
          </button>
        )}
        {book.can.copy && (
          <button
            type="button"
            className="btn btn-sm"
            onClick={handleCopy}
            aria-expanded={isCopying}
            aria-controls={isCopying ? panelId : undefined}
          >
            <DocumentDuplicateIcon className="size-4" aria-hidden="true" />
            {t('books.copy')}
          </button>
        )}
        {book.can.manage && (
          <Link to="/books/$id/setting" params={{ id: address }} className="btn btn-sm">
            <Cog6ToothIcon className="size-4" aria-hidden="true" />
            {t('books.settings')}
          </Link>
        )}
        <BookMenu book={book} address={address} />
        {book.can.editPoints && (
          <Link to="/books/$id/new" params={{ id: address }} className="btn btn-sm btn-primary sm:ml-auto">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('points.add')}
          </Link>
        )}
      </div>
      {isCopying && (
        <Suspense fallback={<span className="loading loading-spinner loading-sm" />}>
          <CopyBookPanel book={book} id={panelId} onClose={() => setCopying(false)} />
        </Suspense>
      )}
    </div>
  )
}

/**
 * Export for anyone who reads the book; import and the agent for those who edit it; someone
 * else's book: report it, and an admin may also ban or delete it.
 */
function BookMenu({ book, address }: { book: Book; address: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // Offered only where this server has an AI endpoint: elsewhere its page could only refuse.
  const hasAgent = useClientConfig()?.agent === true
  const exportAs = (kind: 'csv' | 'json') => async () => {
    const { download } = await import('../../../lib/download')
    try {
      await withLoading(download(`/api/books/${book.id}/export.${kind}`, `${book.slug}.${kind}`))
    } catch (error) {
      toast(errorMessage(error), 'error')
    }
  }
  return (
    <ActionsMenu label={t('books.more-actions')} align="start">
      {book.can.editPoints && (
        <>
          <li role="none">
            <Link {...menuItem} to="/books/$id/import" params={{ id: address }}>
              <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
              {t('pages.import')}
            </Link>
          </li>
          {hasAgent && (
            <li role="none">
              <Link {...menuItem} to="/books/$id/agent" params={{ id: address }}>
                <SparklesIcon className="size-4" aria-hidden="true" />
                {t('pages.agent')}
              </Link>
            </li>
          )}
        </>
      )}
      <li role="none">
        <button {...menuItem} type="button" onClick={exportAs('csv')}>
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t('books.export-csv')}
        </button>
      </li>
      <li role="none">
        <button {...menuItem} type="button" onClick={exportAs('json')}>
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t('books.export-json')}
        </button>
      </li>
      {book.can.report && (
        <ReportMenuItem target={{ targetType: 'book', targetId: book.id, name: book.title }} />
      )}
      {book.myRole !== 'owner' && (
        <AdminMenuItems
          target={{ type: 'book', id: book.id, title: book.title, isBanned: book.bannedAt !== null }}
          onDeleted={() => void navigate({ to: '/explore', replace: true })}
        />
      )}
    </ActionsMenu>
  )
}
