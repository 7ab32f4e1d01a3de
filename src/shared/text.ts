import { z } from 'zod'
import { hasBadCharacters, V } from './validation'

// The zod half of the validation primitives (validation.ts stays free of zod's runtime, which
// the web app's main bundle must not carry).

/** Every string of every shared schema starts here, so each one refuses NUL and lone surrogates. */
export function text() {
  return z.string().refine((value) => !hasBadCharacters(value), V.invalidCharacters)
}

/**
 * A path parameter of an API route: text that may name nothing (the service answers 404), but
 * never NUL or a lone surrogate, which no query can hold (400 with the field).
 */
export function pathParam(max = 200) {
  return text().max(max)
}
