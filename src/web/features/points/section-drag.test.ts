import { describe, expect, it } from 'vitest'
import { type Column, columnId, movedAcross, movedWithin, targetOf } from './section-drag'

const columns: Column[] = [
  { title: 'S', ids: ['a', 'b'] },
  { title: 'T', ids: ['c', 'd'] },
]

describe('dragging between sections', () => {
  it('moves a point into another section before or after the point it is over, or last', () => {
    expect(movedAcross(columns, 'a', 'c', false)[1]?.ids).toEqual(['a', 'c', 'd'])
    expect(movedAcross(columns, 'a', 'c', true)[1]?.ids).toEqual(['c', 'a', 'd'])
    expect(movedAcross(columns, 'd', columnId('S'), false)[0]?.ids).toEqual(['a', 'b', 'd'])
  })

  it('reorders within a section and names the target as section and neighbour', () => {
    const moved = movedWithin(columns, 'a', 'b')
    expect(moved[0]?.ids).toEqual(['b', 'a'])
    expect(targetOf(moved, 'a')).toMatchObject({ sectionTitle: 'S', afterId: 'b' })
    expect(targetOf(columns, 'c')).toMatchObject({ sectionTitle: 'T', afterId: null })
  })
})
