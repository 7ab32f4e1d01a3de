import { useTranslation } from 'react-i18next'
import { APP_VERSION } from '../../../shared/constants'
import { useCatalogPart } from '../../i18n/use-catalog-part'
import { serverUrl } from '../../native/platform'

// What the shell adds to the web app (src/web/native).
const OFFERS = ['back', 'links', 'sign-in', 'session', 'notify'] as const

/** The server the app talks to: the shell's configured address, or this site in a browser. */
function serverAddress(): string {
  return serverUrl() || window.location.origin
}

/** /app, "Get the app": what the native shell adds, how to install it, its server and version. */
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
          <section aria-labelledby="app-offers">
            <h2 id="app-offers" className="text-lg font-semibold">
              {t('native.offers-title')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {OFFERS.map((offer) => (
                <li key={offer}>{t(`native.offer-${offer}`)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="app-install">
            <h2 id="app-install" className="text-lg font-semibold">
              {t('native.install-title')}
            </h2>
            <p className="mt-2 leading-relaxed">{t('native.install-body')}</p>
          </section>
          <section aria-labelledby="app-server">
            <h2 id="app-server" className="text-lg font-semibold">
              {t('native.server-title')}
            </h2>
            <p className="mt-2">{t('native.server-body')}</p>
            <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere]">{serverAddress()}</p>
          </section>
          <p className="text-sm text-base-content/70">{t('native.version', { version: APP_VERSION })}</p>
        </>
      )}
    </article>
  )
}
