import { AppError } from '../../lib/app-error'

/**
 * What an image element gets in place of a remote image the proxy cannot give it (missing,
 * unreachable, refused, not an image, too large, the proxy busy): a picture-frame icon with a
 * slash on a faint box, in a grey that reads on the light and the dark theme. A browser logs every
 * image that fails to load as a console error, on every visit of every reader of the card, and
 * then draws its own broken-image mark; this is an image, so nothing is logged and the card
 * shows where its picture would be (decision 008). No text: the Markdown's alt text names it.
 */
export const UNAVAILABLE_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" rx="8" fill="#8882"/><g fill="none" stroke="#888" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><rect x="130" y="64" width="60" height="52" rx="4"/><path d="m136 108 16-18 12 12 8-8 12 14"/><path d="M124 58l72 64"/></g></svg>`

/**
 * Whether a failed remote image is answered with the placeholder: only for an image element
 * (`Sec-Fetch-Dest: image`, which browsers send for `<img>`); an API client still gets the error.
 */
export const wantsPlaceholder = (error: unknown, fetchDest: string | undefined): error is AppError =>
  error instanceof AppError && fetchDest === 'image'
