import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BookCreateInput } from '../../shared/books'
import { ApiError } from './api'
import { describeFailure, fieldNamesOf } from './form'

const book = new Set(['title', 'description', 'slug'])
const code = new Set(['otp', 'password'])

describe('describeFailure', () => {
  it('marks the field a server code is about, when the form has it', () => {
    expect(describeFailure(new ApiError(409, 'USERNAME_TAKEN', ''), new Set(['username']))).toEqual({
      fields: { username: 'username-taken' },
      alert: null,
    })
    expect(describeFailure(new ApiError(400, 'INVALID_CODE', ''), code).fields).toEqual({
      otp: 'invalid-code',
    })
    expect(describeFailure(new ApiError(400, 'CODE_EXPIRED', ''), code).fields).toEqual({
      otp: 'code-expired',
    })
  })

  it('leaves the code to the alert when the form has no such field', () => {
    const error = new ApiError(400, 'INVALID_CODE', '')
    expect(describeFailure(error, new Set(['password']))).toEqual({ fields: {}, alert: error })
  })

  it('puts validation details on their fields (nested paths on their top field)', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '', [
      { path: 'title', code: 'too-long' },
      { path: 'slug.0', code: 'invalid-slug' },
      { path: 'unknown', code: 'invalid' },
    ])
    expect(describeFailure(error, book)).toEqual({
      fields: { title: 'too-long', slug: 'invalid-slug' },
      alert: null,
    })
  })

  it('gives everything else to the alert', () => {
    for (const error of [
      new ApiError(401, 'INVALID_CREDENTIALS', ''),
      new ApiError(429, 'RATE_LIMITED', '', [], 30),
      new ApiError(400, 'VALIDATION_FAILED', '', [{ path: 'elsewhere', code: 'invalid' }]),
      new Error('boom'),
    ])
      expect(describeFailure(error, book)).toEqual({ fields: {}, alert: error })
  })
})

describe('fieldNamesOf', () => {
  it('reads the fields of an object schema, through pipes and defaults', () => {
    expect([...fieldNamesOf(BookCreateInput)]).toEqual(Object.keys(BookCreateInput.shape))
    const piped = z.object({ a: z.string(), b: z.string() }).transform((value) => value.a)
    expect([...fieldNamesOf(piped)]).toEqual(['a', 'b'])
    expect([...fieldNamesOf(z.string())]).toEqual([])
  })
})
