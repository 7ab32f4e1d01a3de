export { registeredRoutes } from '../http/access'

export const SAMPLE_ID = '00000000-0000-7000-8000-000000000000'

/** A concrete path for a route pattern: parameters get a well-formed id that names nothing. */
export function samplePath(path: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, SAMPLE_ID).replace(/\*$/, 'sample')
}
