/**
 * Opens a page in the shell's in-app browser (Custom Tabs on Android, SFSafariViewController on
 * iOS), which keeps its own cookies; it is closed again by the deep link it returns through
 * (deep-link.ts). Loaded only in the shell.
 */
export async function openInAppBrowser(url: string): Promise<void> {
  const { Browser } = await import('@capacitor/browser')
  await Browser.open({ url })
}
