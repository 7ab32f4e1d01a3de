import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '../../../shared/constants'
import { useCatalogPart } from '../../i18n/use-catalog-part'
import { isNative, serverUrl } from '../../lib/platform'

// What the shell adds to the web app (src/web/native).
const OFFERS = ['back', 'links', 'sign-in', 'session', 'notify'] as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The server the app talks to: the shell's configured address, or this site in a browser. */
function serverAddress(): string {
  return serverUrl() || window.location.origin
}

/**
 * /app, "Get the app": what the native shell adds, how to install it (and, in a browser, the web
 * app: the manifest and service worker make it installable), its server and version.
 */
export function AppPage() {
  const { t } = useTranslation()
  const isReady = useCatalogPart('native')
  return (
    <article className="mx-auto max-w-2xl space-y-6 py-4 break-words">
      <h1 className="text-2xl font-bold">{t('pages.app')}</h1>
      {!isReady ? (
        <div className="h-48 rounded-box bg-base-200" aria-hidden="true" />
      ) : (
        <>
          <Section id="app-offers" title={t('native.offers-title')}>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {OFFERS.map((offer) => (
                <li key={offer}>{t(`native.offer-${offer}`)}</li>
              ))}
            </ul>
          </Section>
          <Section id="app-install" title={t('native.install-title')}>
            <p className="mt-2 leading-relaxed">{t('native.install-body')}</p>
          </Section>
          {!isNative() && (
            <Section id="app-web" title={t('native.web-title')}>
              <p className="mt-2 leading-relaxed">{t('native.web-body')}</p>
            </Section>
          )}
          <Section id="app-server" title={t('native.server-title')}>
            <p className="mt-2">{t('native.server-body')}</p>
            <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere]">{serverAddress()}</p>
          </Section>
          <p className="text-sm text-base-content/70">{t('native.version', { version: APP_VERSION })}</p>
        </>
      )}
    </article>
  )
}
