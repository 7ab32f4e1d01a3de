/** Online time in whole hours and minutes (spec: shown in hours and minutes), for the app's profile and the server's frame. */
export function onlineParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds))
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60) }
}
