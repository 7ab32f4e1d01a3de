import { z } from 'zod'
import { UUID_PATTERN } from './params'
import { hasBadCharacters, V } from './validation'

// The zod half of the validation primitives (validation.ts stays free of zod's runtime, which
// the web app's main bundle must not carry).

/** Every string of every shared schema starts here, so each one refuses NUL and lone surrogates. */
export function text() {
  return z.string().refine((value) => !hasBadCharacters(value), V.invalidCharacters)
}

/**
 * Text with its blank ends cut off: white space, and the invisible format characters (zero-width
 * spaces, byte-order marks, direction marks and overrides: Unicode's Cf) that `trim()` keeps, so a
 * title of nothing but them is empty, as it looks (required where a title is).
 */
export function trimmedText() {
  return text().overwrite((value) => value.replace(BLANK_ENDS, ''))
}
const BLANK_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu

/**
 * A path parameter of an API route: text that may name nothing (the service answers 404), but
 * never NUL or a lone surrogate, which no query can hold (400 with the field).
 */
export function pathParam(max = 200) {
  return text().max(max)
}

/** An id the app made, in a body or a query: a UUID (either case), refused otherwise. */
export function idText() {
  return text().regex(UUID_PATTERN, V.invalid).meta({ maxLength: 36 })
}

/**
 * An id of a body or query that the server looks up as given: the document says what one looks
 * like (a UUID); other text names nothing (404, or an error on the field).
 */
export function idRef(max = 200) {
  return pathParam(max).meta({ pattern: UUID_PATTERN.source })
}

/**
 * `pattern` as a field that trims its blank ends reads it (JSON Schema cannot trim): for the
 * document, so a validator accepts what the server accepts.
 */
export function trimmedPattern(pattern: RegExp): string {
  return `^[\\s\\p{Cf}]*(?:${pattern.source.replace(/^\^|\$$/g, '')})[\\s\\p{Cf}]*$`
}

/** The instant every example in the API's document is written at. */
export const EXAMPLE_INSTANT = '2026-11-26T09:30:00.000Z'

/**
 * An instant the server writes with `Date#toISOString()` (UTC, milliseconds, `Z`): the document
 * says `format: date-time`, which generated clients read as a date. It parses as any text.
 */
export function timestamp() {
  return text().meta({ format: 'date-time', example: EXAMPLE_INSTANT })
}

/** A calendar day, `YYYY-MM-DD`, in the person's time zone (a study day): `format: date`. */
export function calendarDate() {
  return text().meta({ format: 'date', example: '2026-11-26' })
}

/** The longest text read as a whole number: digits with blank ends (longer text is refused). */
const DIGITS_MAX = 20

const isBlank = (input: unknown) => input === undefined || (typeof input === 'string' && input.trim() === '')

/**
 * A whole number from `min` to `max`, as a number or as a form field's text: digits only, so an
 * empty field is `required` (not 0, as `Number('')` would have it) and "1e3" or "1.5" is
 * refused with `error`, once.
 */
export function wholeNumber(min: number, max: number, error: string) {
  return z
    .preprocess(
      (value) =>
        typeof value === 'string' && value.length <= DIGITS_MAX && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : value,
      z
        .number({
          error: (issue) => (isBlank(issue.input) ? V.required : error),
        })
        .int({ error, abort: true })
        .min(min, { error, abort: true })
        .max(max, error),
    )
    .meta({
      type: ['integer', 'string'] as never,
      format: 'int32',
      minimum: min,
      maximum: max,
      // The text form (a form field's value): digits, with blank ends.
      maxLength: DIGITS_MAX,
      pattern: '^\\s*\\d+\\s*$',
      description: `A whole number, ${min} to ${max}; digits as text are read as the number`,
    })
}
