import { Trans } from 'react-i18next'
import { useClientConfig } from '../../config/queries'

/** On a development server without SMTP, where the mailed code can be read. */
export function DevOutboxHint() {
  const config = useClientConfig()
  if (!config?.devOutbox) return null
  return (
    <p className="alert alert-soft alert-info text-sm">
      <span>
        <Trans
          i18nKey="auth.dev-outbox"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: Trans fills the link text from the catalog
            outbox: <a href="/api/dev/outbox" className="link" target="_blank" rel="noreferrer" />,
          }}
        />
      </span>
    </p>
  )
}
