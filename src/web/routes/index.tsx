import { createFileRoute, Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export const Route = createFileRoute('/')({
  staticData: { title: 'home' },
  component: HomePage,
})

function HomePage() {
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
