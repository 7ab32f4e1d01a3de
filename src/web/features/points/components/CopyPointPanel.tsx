import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../shell/toast'
import { copyTargetsOptions } from '../../books/queries'
import { useCopyPoint } from '../mutations'

/** Pick one of the books I own or edit and copy the point to its end. */
export function CopyPointPanel({ pointId, id, onDone }: { pointId: string; id: string; onDone(): void }) {
  const { t } = useTranslation()
  const targets = useQuery(copyTargetsOptions())
  const copy = useCopyPoint(pointId)
  const [chosen, setChosen] = useState('')
  const books = targets.data ?? []
  const bookId = chosen || books[0]?.id || ''

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const book = books.find((item) => item.id === bookId)
    if (!book) return
    copy.mutate(book.id, {
      onSuccess: () => {
        toast(t('points.copied', { title: book.title }), 'success')
        onDone()
      },
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
        <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
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
          <button type="submit" className="btn btn-primary" disabled={copy.isPending}>
            {copy.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('points.copy-here')}
          </button>
        </form>
      )}
    </div>
  )
}
