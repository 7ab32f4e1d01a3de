import { Link, useLocation } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** What a visitor sees where an account is needed: why, and the way to /login. */
export function SignInPrompt() {
  const { t } = useTranslation()
  const path = useLocation({ select: (location) => location.href })
  return (
    <section className="hero py-12">
      <div className="hero-content flex-col text-center">
        <h1 className="text-xl font-semibold">{t('errors.unauthorized')}</h1>
        <p className="text-base-content/70">{t('profile.sign-in-prompt')}</p>
        <Link to="/login" search={{ redirect: path }} className="btn btn-primary">
          {t('auth.sign-in')}
        </Link>
      </div>
    </section>
  )
}
