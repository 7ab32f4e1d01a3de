/**
 * Route and API parameters: ids are UUIDs made by the app; slugs are letters, digits and hyphens.
 * Either case, spelled out rather than with the `i` flag: the OpenAPI document carries these as
 * JSON Schema patterns, which have no flags (issue 19).
 */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
export const SLUG_PATTERN = /^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/
export const SLUG_MAX = 100

export class InvalidParamError extends Error {
  constructor(name: string) {
    super(`Invalid route parameter: ${name}`)
    this.name = 'InvalidParamError'
  }
}

export function isId(value: string): boolean {
  return UUID_PATTERN.test(value)
}

export function isIdOrSlug(value: string): boolean {
  return value.length <= SLUG_MAX && (UUID_PATTERN.test(value) || SLUG_PATTERN.test(value))
}

/** For route `params.parse`: a failed check shows the not-found page. */
export function parseId(value: string, name = 'id'): string {
  if (!isId(value)) throw new InvalidParamError(name)
  return value
}

export function parseIdOrSlug(value: string, name = 'id'): string {
  if (!isIdOrSlug(value)) throw new InvalidParamError(name)
  return value
}
