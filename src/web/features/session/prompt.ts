import type dialogsEn from '../../i18n/dialogs.en.json'
import { i18n, loadCatalogPart } from '../../i18n/i18n'
import { confirm, loadConfirmDialog } from '../../ui/confirm'

type Navigate = (to: string) => void

let navigate: Navigate = (to) => window.location.assign(to)

export function setNavigate(next: Navigate): void {
  navigate = next
}

/** Goes to a path of the app (the router's navigation once the app has set it). */
export function goTo(to: string): void {
  navigate(to)
}

export function loginPath(redirect = `${window.location.pathname}${window.location.search}`): string {
  return redirect.startsWith('/login') ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`
}

/** What a visitor tried that needs an account, for the Hint to name (`default`: not known). */
export type SignInReason = keyof (typeof dialogsEn)['dialogs']['sign-in']

/**
 * A visitor tried something that needs an account: say so ("Please log in first"), what for,
 * and that Confirm opens sign-in and comes back to this page (decision 028). Offline before
 * the texts were ever loaded, the spec's bare sentence.
 */
export async function promptSignIn(reason: SignInReason = 'default'): Promise<void> {
  // The dialog's module alongside its texts, not after them (`confirm` says it if it cannot load).
  loadConfirmDialog().catch(() => undefined)
  const text = await loadCatalogPart('dialogs').then(
    () => i18n.t(`dialogs.sign-in.${reason}`),
    () => i18n.t('errors.unauthorized'),
  )
  if (await confirm(text)) navigate(loginPath())
}
