import { describe, expect, it } from 'vitest'
import { InvalidParamError, parseId, parseIdOrSlug } from './params'

describe('route parameters', () => {
  it('accepts app ids and slugs of letters, digits and hyphens', () => {
    expect(parseId('0195f3c2-7b1e-7a3c-9f00-1234567890ab')).toBe('0195f3c2-7b1e-7a3c-9f00-1234567890ab')
    expect(parseIdOrSlug('Linear-Algebra-101')).toBe('Linear-Algebra-101')
  })

  it('refuses anything else, which shows the not-found page', () => {
    for (const bad of ['not an id', 'a_b', '-lead', 'trail-', 'a--b', 'x'.repeat(101), '../x']) {
      expect(() => parseIdOrSlug(bad)).toThrow(InvalidParamError)
    }
    expect(() => parseId('linear-algebra')).toThrow(InvalidParamError)
  })
})
