/**
 * Spec §3: an http(s) URL shows as is; a file name containing a dot comes from the avatars
 * bucket; anything else shows no image (the first letter of the name is used instead).
 */
export function avatarSource(avatarUrl: string | null | undefined): string | null {
  if (!avatarUrl) return null
  if (/^https?:\/\//i.test(avatarUrl)) return avatarUrl
  if (avatarUrl.includes('.') && !avatarUrl.includes('/'))
    return `/api/storage/avatars/${encodeURIComponent(avatarUrl)}`
  return null
}

export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().codePointAt(0)
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase()
}
