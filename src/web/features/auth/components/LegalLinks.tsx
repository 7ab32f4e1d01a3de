import { Link } from '@tanstack/react-router'
import { Trans } from 'react-i18next'

/** A sentence naming the Terms of Service and the Privacy Policy, each a link. */
export function LegalLinks({ i18nKey }: { i18nKey: 'auth.accept-terms' | 'auth.google-notice' }) {
  return (
    <Trans
      i18nKey={i18nKey}
      components={{
        terms: <Link to="/terms" className="link link-primary" target="_blank" />,
        privacy: <Link to="/privacy" className="link link-primary" target="_blank" />,
      }}
    />
  )
}
