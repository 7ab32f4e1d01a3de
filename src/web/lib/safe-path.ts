/** A redirect target inside the app: a path on this origin, never `//host` or `https://…`. */
export function safePath(value: unknown, fallback = '/mine'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback
  }
  return value
}
