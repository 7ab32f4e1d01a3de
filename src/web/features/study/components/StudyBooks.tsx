import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { BookStudyStats } from '../../../../shared/study'

/** The books I study: their cards by state, how much is mature, and a way to study each. */
export function StudyBooks({ books }: { books: readonly BookStudyStats[] }) {
  const { t, i18n } = useTranslation()
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <section aria-labelledby="study-books" className="flex flex-col gap-2">
      <h3 id="study-books" className="font-semibold">
        {t('study.stats.books')}
      </h3>
      {books.length === 0 ? (
        <p className="text-sm text-base-content/70">{t('study.stats.books-empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="study-books">
          {books.map((book) => (
            <li
              key={book.bookId}
              className="flex flex-wrap items-center gap-3 rounded-box bg-base-100 p-3 ring-1 ring-base-300"
            >
              <div className="flex min-w-0 grow basis-40 flex-col gap-1">
                <Link to="/books/$id" params={{ id: book.slug }} className="link-hover truncate font-medium">
                  {book.title}
                </Link>
                <dl className="flex flex-wrap gap-x-3 text-xs text-base-content/70">
                  {(['new', 'learning', 'review'] as const).map((key) => (
                    <div key={key} className="flex flex-none gap-1">
                      <dt>{t(`study.counts.${key}`)}</dt>
                      <dd className="font-semibold tabular-nums">{book[key]}</dd>
                    </div>
                  ))}
                  <div className="flex flex-none gap-1">
                    <dt>{t('study.stats.mature')}</dt>
                    <dd className="font-semibold tabular-nums">{percent.format(book.mature)}</dd>
                  </div>
                </dl>
              </div>
              <Link
                to="/study"
                search={{ bookId: book.bookId }}
                className="btn btn-sm min-h-11 shrink-0"
                aria-label={t('study.stats.study-book', { title: book.title })}
              >
                {t('study.stats.study')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
