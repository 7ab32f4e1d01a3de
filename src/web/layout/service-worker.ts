import { i18n, loadCatalogPart } from '../i18n/i18n'
import { confirm } from '../ui/confirm'

/**
 * The installed web app (decision 018): registers the service worker, which makes the app open
 * offline after one visit, and offers a new version once it is ready — Confirm reloads into it,
 * Cancel keeps this one until the next visit. Loaded lazily by app.tsx in production browsers
 * only: not in the native shell, whose files are inside the app.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const registration = await container.register('/sw.js')
  // A version that was ready before this page loaded waits too.
  if (registration.waiting && container.controller) void offerUpdate(registration.waiting, container)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (worker.state === 'installed' && container.controller) void offerUpdate(worker, container)
    })
  })
  // A tab left open for days still learns of a deploy.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined)
  })
  return registration
}

let offered: ServiceWorker | null = null

async function offerUpdate(worker: ServiceWorker, container: ServiceWorkerContainer) {
  if (offered === worker) return
  offered = worker
  await loadCatalogPart('pwa')
  if (!(await confirm(i18n.t('pwa.update-ready')))) return
  container.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  worker.postMessage({ type: 'skip-waiting' })
}
