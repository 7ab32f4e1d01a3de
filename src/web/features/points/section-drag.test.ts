import { describe, expect, it } from 'vitest'
import { type Column, columnId, movedAcross, movedWithin, stepped, targetOf } from './section-drag'

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

describe('moving with the keyboard', () => {
  const book: Column[] = [
    { title: 'S', ids: ['a', 'b'] },
    { title: 'T', ids: ['c'] },
    { title: '', ids: ['d'] },
  ]
  const walk = (from: readonly Column[], id: string, steps: (1 | -1)[]) =>
    steps.reduce<readonly Column[] | null>((now, step) => now && stepped(now, id, step), from)

  it('steps one place at a time, from the last place of a section to the first of the next', () => {
    expect(stepped(book, 'a', 1)?.[0]?.ids).toEqual(['b', 'a'])
    const down = walk(book, 'a', [1, 1])
    expect(down?.map((column) => column.ids)).toEqual([['b'], ['a', 'c'], ['d']])
    expect(targetOf(down ?? [], 'a')).toMatchObject({ sectionTitle: 'T', afterId: null, index: 0, count: 2 })
    expect(walk(book, 'a', [1, 1, 1, 1])?.map((column) => column.ids)).toEqual([['b'], ['c'], ['a', 'd']])
    expect(stepped(book, 'c', -1)?.map((column) => column.ids)).toEqual([['a', 'b', 'c'], [], ['d']])
  })

  it('keeps a section emptied by the move as a place to come back to, and the points without one', () => {
    const emptied = walk(book, 'c', [-1, -1])
    expect(emptied?.map((column) => column.ids)).toEqual([['a', 'c', 'b'], [], ['d']])
    expect(walk(emptied ?? [], 'c', [1, 1])?.map((column) => column.ids)).toEqual([['a', 'b'], ['c'], ['d']])
    expect(walk(book, 'c', [1, 1])?.map((column) => column.ids)).toEqual([['a', 'b'], [], ['d', 'c']])
  })

  it('goes no further than either end, and each step back undoes one', () => {
    expect(stepped(book, 'a', -1)).toBeNull()
    expect(stepped(book, 'd', 1)).toBeNull()
    expect(stepped(book, 'x', 1)).toBeNull()
    expect(walk(book, 'b', [1, 1, 1, -1, -1, -1])).toEqual(book)
  })
})
