import { APP_CONFIRM_LINK } from '../../shared/constants'
import { listenToApp } from './app-listener'

/**
 * The code of an email-confirm deep link (spec §5): handled only if the link starts with the
 * app's scheme (in any case, as URL schemes are) and the confirm path (`pointbook://auth/confirm`),
 * then at once `?` (or `/?`), and carries a non-empty `code` query parameter. Anything else: null.
 */
export function confirmCodeOf(url: string): string | null {
  const [scheme, path] = APP_CONFIRM_LINK.split('://') as [string, string]
  const at = url.indexOf('://')
  if (at < 0 || url.slice(0, at).toLowerCase() !== scheme) return null
  const after = url.slice(at + 3)
  if (!after.startsWith(path)) return null
  const rest = after.slice(path.length)
  const query = rest.startsWith('?') ? rest.slice(1) : rest.startsWith('/?') ? rest.slice(2) : null
  if (query === null) return null
  return new URLSearchParams(query.split('#')[0]).get('code') || null
}

/**
 * Opened links (spec §4): an email-confirm deep link closes the in-app browser (where Google
 * sign-in returns through it) and opens the confirm page with its code, which shows the loading
 * overlay, exchanges the code for a session and goes to `/`, or toasts `Error`. Returns the removal.
 */
export function installDeepLinks(navigate: (path: string) => void): () => void {
  return listenToApp((App) =>
    App.addListener('appUrlOpen', ({ url }) => {
      const code = confirmCodeOf(url)
      if (code === null) return
      void closeBrowser().then(() => navigate(`/auth/confirm?code=${encodeURIComponent(code)}`))
    }),
  )
}

/** Closes the in-app browser if it is open (closing none is not an error worth telling). */
async function closeBrowser(): Promise<void> {
  try {
    const { Browser } = await import('@capacitor/browser')
    await Browser.close()
  } catch (error) {
    console.debug('in-app browser not closed', error)
  }
}
