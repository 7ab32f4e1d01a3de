import { createFileRoute, notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BookSettingsForm } from '../../../features/books/components/BookSettingsForm'
import { DeleteBook } from '../../../features/books/components/DeleteBook'
import { MembersPanel } from '../../../features/books/components/MembersPanel'
import { ensureBook, membersQueryOptions, useBook } from '../../../features/books/queries'
import { requireSignIn } from '../../../features/session/require-sign-in'
import { NO_ACCESS, orNotFound } from '../../../lib/not-found'
import { loadPagePart } from '../../../lib/online'
import { PageHeading } from '../../../ui/PageHeading'

export const Route = createFileRoute('/books/$id/setting')({
  staticData: { title: 'book-setting' },
  // The owner's page: visitors sign in first; anyone else is told it does not exist.
  beforeLoad: requireSignIn,
  loader: async ({ context: { queryClient }, params }) => {
    const book = await orNotFound(ensureBook(queryClient, params.id))
    if (!book.can.manage) throw notFound({ data: NO_ACCESS })
    // The page's strings are the editor's catalog part (decision 018's first-visit budget).
    await Promise.all([
      queryClient.ensureInfiniteQueryData(membersQueryOptions(book.id)),
      loadPagePart('editor'),
    ])
  },
  component: BookSettingsPage,
})

/** A banned book is frozen (decision 013): no settings to save, no one to add; removing and deleting stay. */
function BookSettingsPage() {
  const { t } = useTranslation()
  const { id } = Route.useParams()
  const book = useBook(id)
  const isChangeable = book.can.change
  return (
    <div className="flex flex-col gap-6">
      <PageHeading />
      {isChangeable ? (
        <Panel>
          <BookSettingsForm key={book.updatedAt} book={book} address={id} />
        </Panel>
      ) : (
        <p className="alert alert-error alert-soft" data-testid="banned-note">
          {t('moderation.banned-own')}
        </p>
      )}
      <Panel>
        <MembersPanel bookId={book.id} bookTitle={book.title} canShare={isChangeable} />
      </Panel>
      <Panel>
        <DeleteBook book={book} />
      </Panel>
    </div>
  )
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="card bg-base-100 ring-1 ring-base-300">
      <div className="card-body p-4 sm:p-6">{children}</div>
    </div>
  )
}
