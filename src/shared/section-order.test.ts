import { describe, expect, it } from 'vitest'
import { grouped, placed, placedAt, sectionMoved } from './section-order'

const book = (...specs: string[]) =>
  specs.map((spec) => {
    const [sectionTitle = '', id = ''] = spec.split('/')
    return { id, sectionTitle }
  })
const names = (points: { id: string; sectionTitle: string }[] | null) =>
  points?.map((point) => `${point.sectionTitle}/${point.id}`) ?? null
const find = (points: { id: string; sectionTitle: string }[], id: string) =>
  points.find((point) => point.id === id) ?? { id, sectionTitle: '' }

describe('section order', () => {
  it('brings a split section together where it first appears', () => {
    expect(names(grouped(book('P/a', 'Q/b', 'P/c', 'Q/d')))).toEqual(['P/a', 'P/c', 'Q/b', 'Q/d'])
  })

  it('places a point after a neighbour, first, or last in a section', () => {
    const points = book('P/a', 'P/b', 'Q/c', 'Q/d')
    expect(names(placed(points, find(points, 'a'), { sectionTitle: 'Q', afterId: 'c' }))).toEqual([
      'P/b',
      'Q/c',
      'Q/a',
      'Q/d',
    ])
    expect(names(placed(points, find(points, 'd'), { sectionTitle: 'P', afterId: null }))).toEqual([
      'P/d',
      'P/a',
      'P/b',
      'Q/c',
    ])
    expect(names(placed(points, find(points, 'a'), { sectionTitle: 'R' }))).toEqual([
      'P/b',
      'Q/c',
      'Q/d',
      'R/a',
    ])
    expect(placed(points, find(points, 'a'), { sectionTitle: 'P', afterId: 'c' })).toBeNull()
  })

  it('keeps a wanted book position within the section', () => {
    const points = book('P/a', 'P/b', 'Q/c', 'Q/d')
    expect(names(placedAt(points, find(points, 'c'), 'Q', 0))).toEqual(['P/a', 'P/b', 'Q/c', 'Q/d'])
    expect(names(placedAt(points, find(points, 'a'), 'P', 9))).toEqual(['P/b', 'P/a', 'Q/c', 'Q/d'])
  })

  it('moves a whole section', () => {
    const points = book('P/a', 'Q/b', 'R/c', 'P/d')
    expect(names(sectionMoved(points, 'P', 'R'))).toEqual(['Q/b', 'R/c', 'P/a', 'P/d'])
    expect(names(sectionMoved(points, 'R', null))).toEqual(['R/c', 'P/a', 'P/d', 'Q/b'])
    expect(sectionMoved(points, 'P', 'P')).toBeNull()
    expect(sectionMoved(points, 'X', null)).toBeNull()
  })
})
