import { z } from 'zod'
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

const isBlank = (input: unknown) => input === undefined || (typeof input === 'string' && input.trim() === '')

/**
 * A whole number from `min` to `max`, as a number or as a form field's text: digits only, so an
 * empty field is `required` (not 0, as `Number('')` would have it) and "1e3" or "1.5" is
 * refused with `error`, once.
 */
export function wholeNumber(min: number, max: number, error: string) {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
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
      minimum: min,
      maximum: max,
      description: `A whole number, ${min} to ${max}; digits as text are read as the number`,
    })
}
