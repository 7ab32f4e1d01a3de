import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { meQueryOptions } from '../features/session/me-query'
import { PagePending } from '../ui/FramePending'

// A visitor's first page stays the light welcome (Lighthouse measures it); someone signed in
// gets their day, loaded once they are known.
const HomeDashboard = lazy(() =>
  import('../features/home/HomeDashboard').then((module) => ({ default: module.HomeDashboard })),
)

export const Route = createFileRoute('/')({
  staticData: { title: 'home' },
  component: HomePage,
})

function HomePage() {
  const { data: me, isPending, fetchStatus } = useQuery(meQueryOptions)
  // Until it is known who this is, the frame's page part stays: the welcome the server painted
  // for a visitor, a skeleton for someone signed in (no welcome flashing before their day).
  const isAsking = isPending && fetchStatus === 'fetching'
  if (!me) return isAsking ? <PagePending /> : <Welcome />
  // While the day's code loads too: a blank page between the two was a flash.
  return (
    <Suspense fallback={<PagePending />}>
      <HomeDashboard me={me} />
    </Suspense>
  )
}

function Welcome() {
  const { t } = useTranslation()
  return (
    <section className="hero py-12">
      <div className="hero-content flex-col text-center">
        <h1 className="text-[length:clamp(1.5rem,10vw,2.25rem)] leading-[1.1] font-bold">{t('app.name')}</h1>
        <p className="max-w-md text-base-content/70">{t('app.tagline')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/explore" className="btn btn-primary">
            {t('home.explore')}
          </Link>
          <Link to="/posts" className="btn">
            {t('home.posts')}
          </Link>
        </div>
      </div>
    </section>
  )
}
