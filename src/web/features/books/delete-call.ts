import { http, unwrap } from '../../lib/api'

/**
 * DELETE through the one HTTP client. The typed client has no `$delete` for routes that answer
 * 204 (their OpenAPI response has no body, so they drop out of AppType); until the server's route
 * types carry them, deletes go by path. Segments are encoded here.
 */
export function deleteCall(...segments: string[]): Promise<void> {
  const path = segments.map(encodeURIComponent).join('/')
  return unwrap<void>(http.send('DELETE', `/api/${path}`))
}
