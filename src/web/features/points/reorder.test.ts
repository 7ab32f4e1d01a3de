import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Page } from '../../../shared/pagination'
import { movedInPages, neighbourOf } from './reorder'

const point = (id: string, position: number) => ({ id, position })
const data: InfiniteData<Page<{ id: string; position: number }>, string> = {
  pages: [
    { items: [point('a', 0), point('b', 1)], nextCursor: 'x' },
    { items: [point('c', 2)], nextCursor: null },
  ],
  pageParams: ['', 'x'],
}
const order = (moved: typeof data | null) => moved?.pages.map((page) => page.items.map((p) => p.id).join(''))

describe('movedInPages', () => {
  it('swaps a point with the one above, positions included', () => {
    const moved = movedInPages(data, 'b', -1)
    expect(order(moved)).toEqual(['ba', 'c'])
    expect(moved?.pages[0]?.items).toEqual([point('b', 0), point('a', 1)])
  })

  it('moves across a page boundary and keeps the page sizes and cursors', () => {
    const moved = movedInPages(data, 'b', 1)
    expect(order(moved)).toEqual(['ac', 'b'])
    expect(moved?.pages.map((page) => page.nextCursor)).toEqual(['x', null])
    expect(moved?.pages[1]?.items).toEqual([point('b', 2)])
  })

  it('refuses to move past either end or an unknown point, and leaves the input alone', () => {
    expect(movedInPages(data, 'a', -1)).toBeNull()
    expect(movedInPages(data, 'c', 1)).toBeNull()
    expect(movedInPages(data, 'zz', 1)).toBeNull()
    expect(order(data)).toEqual(['ab', 'c'])
  })
})

describe('neighbourOf', () => {
  it('finds the point above or below', () => {
    const points = [point('a', 0), point('b', 1)]
    expect(neighbourOf(points, 'b', -1)?.id).toBe('a')
    expect(neighbourOf(points, 'b', 1)).toBeUndefined()
  })
})
