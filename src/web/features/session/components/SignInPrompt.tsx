import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** What an account is for, where a page says so. */
const WHY = {
  timers: 'profile.sign-in-prompt-timers',
  notifications: 'profile.sign-in-prompt-notifications',
  comments: 'profile.sign-in-prompt-comments',
} as const

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
  about?: keyof typeof WHY
}) {
  const { t } = useTranslation()
  const why = t(about ? WHY[about] : 'profile.sign-in-prompt')
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
