import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/**
 * What a visitor sees where an account is needed: why, and the way to /login. A whole page's
 * prompt heads the page (`h1`); one inside a page (`heading="h3"`, e.g. under a post's comments)
 * sits under that section's heading, so the page keeps its one `h1`.
 */
export function SignInPrompt({
  heading: Heading = 'h1',
  about,
}: {
  heading?: 'h1' | 'h3'
  /** What the account is needed for here; books, stars and notes where not said. */
  about?: 'timers' | 'notifications' | 'comments'
}) {
  const { t } = useTranslation()
  const why =
    about === 'timers'
      ? t('profile.sign-in-prompt-timers')
      : about === 'notifications'
        ? t('profile.sign-in-prompt-notifications')
        : about === 'comments'
          ? t('profile.sign-in-prompt-comments')
          : t('profile.sign-in-prompt')
  const path = useLocation({ select: (location) => location.href })
  return (
    <section className={Heading === 'h1' ? 'hero py-12' : 'hero rounded-box bg-base-200 py-6'}>
      <div className="hero-content flex-col text-center">
        <Heading className="text-xl font-semibold">{t('errors.unauthorized')}</Heading>
        <p className="text-base-content/70">{why}</p>
        <Link to="/login" search={{ redirect: path }} className="btn btn-primary">
          {t('auth.sign-in')}
        </Link>
      </div>
    </section>
  )
}
