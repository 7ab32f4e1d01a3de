import { i18n, loadCatalogPart } from '../i18n/i18n'
import { confirm } from '../ui/confirm'
import { productHost, recogniseShareLink } from './share-link'

/**
 * The last share link asked about (spec §4 "ignored link"): client state, kept for the session
 * only. Whichever the answer, that link is not asked about again until another one was.
 */
let ignoredLink: string | null = null

/**
 * The clipboard check (spec §4, §5), at start and on every resume, in the shell only (loaded from
 * shell.ts; a browser is never asked for clipboard permission). A share link of this product that
 * differs from the ignored link is offered in the Hint dialog: Confirm opens it, and either answer
 * makes it the ignored link. A clipboard that cannot be read is only logged.
 */
export async function checkClipboardLink(navigate: (path: string) => void): Promise<void> {
  let text: string
  try {
    const { Clipboard } = await import('@capacitor/clipboard')
    text = (await Clipboard.read()).value ?? ''
  } catch (error) {
    console.debug('clipboard read failed', error)
    return
  }
  const path = recogniseShareLink(text, productHost())
  if (path === null || path === ignoredLink) return
  // Ignored as soon as it is asked about: a resume while the dialog is open asks nothing twice.
  ignoredLink = path
  await loadCatalogPart('native')
  if (await confirm(i18n.t('native.open-link', { path }))) navigate(path)
}

/** For tests: a new session, with no ignored link. */
export function resetIgnoredLink(): void {
  ignoredLink = null
}
