export type ShareResult = 'copied' | 'shared' | 'failed'

interface ShareNavigator {
  clipboard?: { writeText(text: string): Promise<void> }
  share?: (data: { title?: string; url?: string }) => Promise<void>
}

/**
 * Copies the link, then opens the system share sheet where there is one. `onCopied` runs as soon
 * as the clipboard has it, since the sheet may stay open a long time. Dismissing the sheet is no
 * failure: only neither a copy nor a share is.
 */
export async function shareLink(
  url: string,
  title: string,
  onCopied: () => void,
  nav: ShareNavigator = navigator,
): Promise<ShareResult> {
  const isCopied = await (nav.clipboard?.writeText(url).then(
    () => true,
    () => false,
  ) ?? false)
  if (isCopied) onCopied()
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url })
      return isCopied ? 'copied' : 'shared'
    } catch {
      // Cancelled or refused: what the clipboard did stands.
    }
  }
  return isCopied ? 'copied' : 'failed'
}

export function bookUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/books/${slug}`
}
