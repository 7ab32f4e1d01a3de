/** The confirm link's search: `code` (older links called it `token`). */
function validateSearch(search: Record<string, unknown>): { code?: string } {
  const code = typeof search.code === 'string' ? search.code : search.token
  return typeof code === 'string' && code ? { code } : {}
}

/**
 * One page at both addresses mails have used: /confirm and /auth/confirm. The router keeps
 * state on the options object it is given, so each route spreads its own copy. Its component
 * (`ConfirmRoute`, in `components/ConfirmPage.tsx`) is named in each route file, where the
 * router's code splitting can see it: spread from here it was part of every first visit.
 */
export const confirmRoute = {
  staticData: { title: 'confirm' as const },
  validateSearch,
}
