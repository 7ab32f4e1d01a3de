import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PointDetail } from '../../../../shared/points'
import { errorMessage } from '../../../lib/api'
import { toast } from '../../../ui/toast'
import { copyTargetsOptions } from '../../books/queries'
import { useCopyPoint } from '../mutations'

interface CopyPointPanelProps {
  point: Pick<PointDetail, 'id' | 'bookId'>
  id: string
  onDone(): void
}

/** Pick one of the other books I own or edit and copy the point to the end of its section there. */
export function CopyPointPanel({ point, id, onDone }: CopyPointPanelProps) {
  const { t } = useTranslation()
  const targets = useInfiniteQuery(copyTargetsOptions())
  const copy = useCopyPoint(point.id)
  const [chosen, setChosen] = useState('')
  // Its own book is no target: a copy there would only duplicate it.
  const books = (targets.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (book) => book.id !== point.bookId,
  )
  const bookId = chosen || books[0]?.id || ''

  // Set in the submit itself, so a second click of a double click finds the button disabled: the
  // mutation's own isPending arrives a tick later, and a double click made two copies.
  const [isSending, setSending] = useState(false)
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const book = books.find((item) => item.id === bookId)
    if (!book || isSending) return
    setSending(true)
    copy.mutate(book.id, {
      onSuccess: () => {
        toast(t('points.copied', { title: book.title }), 'success')
        onDone()
      },
      onSettled: () => setSending(false),
    })
  }

  return (
    <div id={id} className="rounded-box bg-base-200 p-4">
      {targets.isPending ? (
        <p role="status">
          <span className="loading loading-dots loading-sm" aria-hidden="true" />
          <span className="sr-only">{t('common.loading')}</span>
        </p>
      ) : books.length === 0 ? (
        <p className="text-sm">
          {t('points.copy-none')}{' '}
          <Link to="/explore/new" className="link link-primary">
            {t('books.new')}
          </Link>
        </p>
      ) : (
        <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
          <label className="flex flex-1 flex-col gap-1">
            <span className="text-sm font-medium">{t('points.copy-to')}</span>
            <select className="select w-full" value={bookId} onChange={(e) => setChosen(e.target.value)}>
              {books.map((book) => (
                <option key={book.id} value={book.id}>
                  {book.title}
                </option>
              ))}
            </select>
          </label>
          {targets.hasNextPage && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={targets.isFetchingNextPage}
              onClick={() => void targets.fetchNextPage()}
            >
              {t('common.load-more')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={isSending || copy.isPending}>
            {(isSending || copy.isPending) && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t('points.copy-here')}
          </button>
          {copy.isError && !isSending && (
            <p role="alert" className="alert alert-soft alert-error text-sm sm:basis-full">
              {errorMessage(copy.error)}
            </p>
          )}
        </form>
      )}
    </div>
  )
}
