import type { InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Page } from '../../../shared/pagination'
import { movedInPages } from './reorder'

const point = (id: string, sectionTitle: string, position: number) => ({ id, sectionTitle, position })
type P = ReturnType<typeof point>
const data: InfiniteData<Page<P>, string> = {
  pages: [
    { items: [point('a', 'S', 0), point('b', 'S', 1)], nextCursor: 'x' },
    { items: [point('c', 'T', 2), point('d', 'T', 3)], nextCursor: null },
  ],
  pageParams: ['', 'x'],
}
const shape = (moved: typeof data | null) =>
  moved?.pages.map((page) => page.items.map((p) => `${p.position}${p.sectionTitle}${p.id}`))

describe('movedInPages', () => {
  it('moves a point into another section after a neighbour, keeping page sizes', () => {
    expect(shape(movedInPages(data, 'a', { sectionTitle: 'T', afterId: 'c' }))).toEqual([
      ['0Sb', '1Tc'],
      ['2Ta', '3Td'],
    ])
  })

  it('moves a point first in a section, or to the end of a new one', () => {
    expect(shape(movedInPages(data, 'd', { sectionTitle: 'S', afterId: null }))).toEqual([
      ['0Sd', '1Sa'],
      ['2Sb', '3Tc'],
    ])
    expect(
      shape(movedInPages(data, 'a', { sectionTitle: 'U' }))
        ?.flat()
        .at(-1),
    ).toBe('3Ua')
  })

  it('gives null when the neighbour is not loaded', () => {
    expect(movedInPages(data, 'a', { sectionTitle: 'T', afterId: 'zz' })).toBeNull()
  })
})
