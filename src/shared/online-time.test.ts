import { describe, expect, it } from 'vitest'
import { onlineParts } from './online-time'

describe('onlineParts', () => {
  it('splits seconds into whole hours and minutes', () => {
    expect(onlineParts(0)).toEqual({ hours: 0, minutes: 0 })
    expect(onlineParts(59)).toEqual({ hours: 0, minutes: 0 })
    expect(onlineParts(60)).toEqual({ hours: 0, minutes: 1 })
    expect(onlineParts(3 * 3600 + 12 * 60 + 40)).toEqual({ hours: 3, minutes: 12 })
    expect(onlineParts(-5)).toEqual({ hours: 0, minutes: 0 })
  })
})
