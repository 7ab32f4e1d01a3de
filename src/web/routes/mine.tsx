import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MyBooks, SharedBooks } from '../features/books/components/MyBooks'
import { bookListOptions } from '../features/books/queries'
import { MyNotes } from '../features/notes/components/MyNotes'
import { myNotesOptions } from '../features/notes/queries'
import { ProfileCard } from '../features/profiles/components/ProfileCard'
import { SignInPrompt } from '../features/session/components/SignInPrompt'
import { meQueryOptions } from '../features/session/me-query'
import { MyStudy } from '../features/study/components/MyStudy'

export const Route = createFileRoute('/mine')({
  staticData: { title: 'mine', tab: 'mine' },
  loader: async ({ context: { queryClient } }) => {
    const me = await queryClient.ensureQueryData(meQueryOptions)
    if (!me) return
    await Promise.all([
      queryClient.ensureInfiniteQueryData(bookListOptions('mine')),
      queryClient.ensureInfiniteQueryData(bookListOptions('shared')),
      queryClient.ensureInfiniteQueryData(myNotesOptions()),
      import('../features/study/prefetch').then(
        (study) => study.prefetchMyStudy(queryClient, me.id),
        () => undefined,
      ),
    ])
  },
  component: MinePage,
})

function MinePage() {
  const { t } = useTranslation()
  const { data: me } = useSuspenseQuery(meQueryOptions)
  if (!me) return <SignInPrompt />
  return (
    <div className="flex flex-col gap-8">
      <MyStudy />
      <ProfileCard
        profile={me}
        actions={
          <>
            <Link to="/id/$id/edit" params={{ id: me.id }} className="btn btn-sm btn-primary">
              {t('profile.edit')}
            </Link>
            <Link to="/setting" className="btn btn-sm">
              {t('profile.settings')}
            </Link>
            {/* The admin's way to the admin area from their own menu, not only from Settings. */}
            {me.role === 'admin' && (
              <Link to="/admin" className="btn btn-sm">
                {t('pages.admin')}
              </Link>
            )}
            {/* Every badge, mine among them, and how far I am toward the others. */}
            <Link to="/badges" className="btn btn-sm">
              {t('pages.badges')}
            </Link>
            {/* What others see, with what only it shows: followers, badges and the title to choose. */}
            <Link
              to="/id/$id"
              params={{ id: me.id }}
              className="btn btn-sm btn-ghost"
              data-testid="public-profile"
            >
              {t('profile.public')}
            </Link>
          </>
        }
      />
      <MyBooks />
      <SharedBooks />
      <MyNotes />
    </div>
  )
}
