import type { z } from 'zod'
import type { FieldIssue } from './errors'

/**
 * Validation messages are catalog keys (section `validation`), so one zod schema gives the
 * same translated message in the form and in the API's `details`.
 */
export const V = {
  required: 'required',
  tooLong: 'too-long',
  tooShort: 'too-short',
  invalid: 'invalid',
  invalidEmail: 'invalid-email',
  weakPassword: 'weak-password',
  invalidUsername: 'invalid-username',
  invalidCode: 'invalid-code',
  acceptTerms: 'accept-terms',
  invalidSlug: 'invalid-slug',
  invalidCharacters: 'invalid-characters',
  daysRange: 'days-range',
  dateRange: 'date-range',
  reportContent: 'report-content',
  retentionRange: 'retention-range',
  idempotencyKey: 'idempotency-key',
} as const

/**
 * What no text may hold: NUL (PostgreSQL cannot store it) and half of a UTF-16 surrogate pair
 * (not a character at all; it cannot be encoded as UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function hasBadCharacters(value: string): boolean {
  return BAD_CHARACTERS.test(value)
}

const KNOWN = new Set<string>(Object.values(V))

function codeOf(issue: z.core.$ZodIssue): string {
  if (KNOWN.has(issue.message)) return issue.message
  switch (issue.code) {
    case 'too_big':
      return V.tooLong
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string' ? V.required : V.tooShort
    case 'invalid_format':
      return issue.format === 'email' ? V.invalidEmail : V.invalid
    case 'invalid_type':
      return issue.input === undefined ? V.required : V.invalid
    default:
      return V.invalid
  }
}

/** A field the input has but the schema does not: named by its own path, not the object's. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key].map(String).join('.'), code: V.invalid }))
      : [{ path: issue.path.map(String).join('.'), code: codeOf(issue) }],
  )
}
