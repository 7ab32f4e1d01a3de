import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NewBookForm } from '../../features/books/components/NewBookForm'
import { SignInPrompt } from '../../features/session/components/SignInPrompt'
import { meQueryOptions } from '../../features/session/me-query'
import { PageHeading } from '../../ui/PageHeading'

export const Route = createFileRoute('/explore/new')({
  staticData: { title: 'book-new' },
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions),
  component: NewBookPage,
})

function NewBookPage() {
  const { data: me } = useSuspenseQuery(meQueryOptions)
  return me ? (
    <>
      <PageHeading />
      <NewBookForm />
    </>
  ) : (
    <SignInPrompt />
  )
}
