import { i18n } from '../../i18n/i18n'
import { confirm } from '../../ui/confirm'

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

/** A visitor tried something that needs an account: say so, and offer the way to /login. */
export async function promptSignIn(): Promise<void> {
  if (await confirm(i18n.t('errors.unauthorized'))) navigate(loginPath())
}
