import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Timer } from '../../../../shared/timers'
import { LoadMore } from '../../../ui/LoadMore'
import { bookListOptions } from '../../books/queries'
import { statsOptions } from '../../study/queries'

interface TimerBooksFieldProps {
  selected: readonly string[]
  onChange(bookIds: string[]): void
  /** Books already linked, offered even when no list below holds them any more. */
  linked?: Timer['books']
}

/** The books an exam covers, picked from mine, those shared with me and those I study. */
export function TimerBooksField({ selected, onChange, linked = [] }: TimerBooksFieldProps) {
  const { t } = useTranslation()
  const mine = useInfiniteQuery(bookListOptions('mine'))
  const shared = useInfiniteQuery(bookListOptions('shared'))
  const studied = useQuery(statsOptions)
  const lists = [mine, shared]
  const books = new Map<string, string>()
  for (const book of linked) books.set(book.id, book.title)
  for (const query of lists)
    for (const book of query.data?.pages.flatMap((page) => page.items) ?? []) books.set(book.id, book.title)
  for (const book of studied.data?.books ?? []) books.set(book.bookId, book.title)
  const isLoading = mine.isPending || shared.isPending || studied.isPending
  const pager = {
    hasNextPage: lists.some((list) => list.hasNextPage),
    isFetchingNextPage: lists.some((list) => list.isFetchingNextPage),
    fetchNextPage: () => {
      for (const list of lists) if (list.hasNextPage) void list.fetchNextPage()
    },
  }
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id))
  return (
    <fieldset className="fieldset py-1">
      <legend className="fieldset-legend pb-1">{t('timers.books')}</legend>
      <p className="label whitespace-normal">{t('timers.books-hint')}</p>
      {books.size === 0 ? (
        isLoading ? (
          <span
            role="status"
            className="loading loading-spinner loading-sm"
            aria-label={t('common.loading')}
          />
        ) : (
          <p className="text-sm text-base-content/70">{t('timers.books-none')}</p>
        )
      ) : (
        <ul
          className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-box bg-base-200 p-2"
          data-testid="timer-books"
        >
          {[...books].map(([id, title]) => (
            <li key={id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-field px-2 hover:bg-base-300">
                <input
                  type="checkbox"
                  name="bookIds"
                  value={id}
                  className="checkbox checkbox-sm"
                  checked={selected.includes(id)}
                  onChange={(event) => toggle(id, event.target.checked)}
                />
                <span className="wrap-anywhere">{title}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pager={pager} />
    </fieldset>
  )
}
