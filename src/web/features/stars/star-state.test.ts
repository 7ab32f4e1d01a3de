import { describe, expect, it } from 'vitest'
import { withStar } from './star-state'

const book = { id: 'b', isStarred: false, starCount: 2 }

describe('withStar', () => {
  it('counts a new star and an unstar', () => {
    expect(withStar(book, true)).toEqual({ id: 'b', isStarred: true, starCount: 3 })
    expect(withStar({ ...book, isStarred: true }, false)).toEqual({ id: 'b', isStarred: false, starCount: 1 })
  })

  it('leaves the entity alone when it is already in that state', () => {
    expect(withStar(book, false)).toBe(book)
  })

  it('never counts below zero', () => {
    expect(withStar({ id: 'b', isStarred: true, starCount: 0 }, false).starCount).toBe(0)
  })
})
