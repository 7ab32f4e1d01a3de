/**
 * Where the browser loads an image from another site: through the server's image proxy, so the
 * site never learns who looked, and the page's CSP allows images from its own origin only.
 */
export function proxiedImage(url: string): string {
  return `/api/media/remote?url=${encodeURIComponent(url)}`
}

/**
 * Spec §3: an http(s) URL shows (through the image proxy); a file name containing a dot comes from the avatars
 * bucket; anything else shows no image (the first letter of the name is used instead).
 */
export function avatarSource(avatarUrl: string | null | undefined): string | null {
  if (!avatarUrl) return null
  if (/^https?:\/\//i.test(avatarUrl)) return proxiedImage(avatarUrl)
  if (avatarUrl.includes('.') && !avatarUrl.includes('/'))
    return `/api/storage/avatars/${encodeURIComponent(avatarUrl)}`
  return null
}

export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().codePointAt(0)
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase()
}

/**
 * The avatar's sizes in Tailwind classes, for the app's `Avatar` and the server's frame, which
 * draws the same circle before the app has loaded (decision 018). The stylesheets read this file.
 */
export const AVATAR_SIZE_CLASS = {
  sm: 'size-8 text-sm',
  md: 'size-12 text-lg',
  lg: 'size-24 text-3xl',
} as const

/**
 * A letter avatar's colours: a tint of the primary colour behind the page's text colour, which
 * reads in both themes (the neutral circle was near-black on the dark theme's near-black cards).
 */
export const AVATAR_LETTER_CLASS = 'bg-primary/25 text-base-content'
