import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NewBookForm } from '../../features/books/components/NewBookForm'
import { SignInPrompt } from '../../features/session/components/SignInPrompt'
import { meQueryOptions } from '../../features/session/me-query'
import { loadPagePart } from '../../lib/online'
import { PageHeading } from '../../ui/PageHeading'

export const Route = createFileRoute('/explore/new')({
  staticData: { title: 'book-new' },
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions)
    // The form's strings are the editor's catalog part (decision 018's first-visit budget).
    if (me) await loadPagePart('editor')
  },
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
