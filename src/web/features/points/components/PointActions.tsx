import { DocumentDuplicateIcon, PencilSquareIcon, TrashIcon } from '@heroicons/react/24/outline'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Book } from '../../../../shared/books'
import type { PointDetail } from '../../../../shared/points'
import { confirmHint } from '../../../ui/confirm'
import { withLoading } from '../../../ui/loading'
import { toast } from '../../../ui/toast'
import { useSignInFirst } from '../../session/useSignInFirst'
import { StarButton } from '../../stars/components/StarButton'
import { useDeletePoint } from '../mutations'
import { pointKeys } from '../queries'
import { CopyPointPanel } from './CopyPointPanel'

/** Where a point's star shows: its cached copies. */
const starCache = { details: pointKeys.details() }

/** Star, copy into my book; edit and delete for the book's owner and editors. */
export function PointActions({ point, book }: { point: PointDetail; book: Pick<Book, 'slug' | 'can'> }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signInFirst = useSignInFirst('copy-point')
  const remove = useDeletePoint(point)
  const panelId = useId()
  const [isCopying, setCopying] = useState(false)

  const handleCopy = async () => {
    if (isCopying) return setCopying(false)
    if (await signInFirst()) setCopying(true)
  }

  const handleDelete = async () => {
    if (!(await confirmHint('delete-point', { title: point.title }))) return
    try {
      await withLoading(remove.mutateAsync())
    } catch {
      return // the query client has told the user why
    }
    toast(t('points.deleted'), 'success')
    await navigate({ to: '/books/$id', params: { id: book.slug }, replace: true })
    remove.forget()
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <StarButton
          kind="point"
          id={point.id}
          isStarred={point.isStarred}
          starCount={point.starCount}
          cache={starCache}
        />
        {book.can.copy && (
          <button
            type="button"
            className="btn btn-sm"
            aria-expanded={isCopying}
            aria-controls={isCopying ? panelId : undefined}
            onClick={handleCopy}
          >
            <DocumentDuplicateIcon className="size-4" aria-hidden="true" />
            {t('points.copy')}
          </button>
        )}
        {book.can.editPoints && (
          <>
            <Link to="/points/$id/edit" params={{ id: point.id }} className="btn btn-sm">
              <PencilSquareIcon className="size-4" aria-hidden="true" />
              {t('common.edit')}
            </Link>
            <button type="button" className="btn btn-sm btn-ghost text-error" onClick={handleDelete}>
              <TrashIcon className="size-4" aria-hidden="true" />
              {t('common.delete')}
            </button>
          </>
        )}
      </div>
      {isCopying && <CopyPointPanel id={panelId} point={point} onDone={() => setCopying(false)} />}
    </div>
  )
}
