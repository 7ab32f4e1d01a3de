import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '../../../shared/pagination'

interface Placed {
  id: string
  position: number
}

/**
 * The loaded pages with one point swapped with its neighbour above (-1) or below (+1), positions
 * swapped too and page sizes kept; null when it has no neighbour that way among the loaded points.
 */
export function movedInPages<T extends Placed, P>(
  data: InfiniteData<Page<T>, P>,
  pointId: string,
  step: -1 | 1,
): InfiniteData<Page<T>, P> | null {
  const all = data.pages.flatMap((page) => page.items)
  const from = all.findIndex((point) => point.id === pointId)
  const to = from + step
  const moving = all[from]
  const other = all[to]
  if (from < 0 || !moving || !other) return null
  all[to] = { ...moving, position: other.position }
  all[from] = { ...other, position: moving.position }
  let start = 0
  const pages = data.pages.map((page) => {
    const items = all.slice(start, start + page.items.length)
    start += page.items.length
    return { ...page, items }
  })
  return { ...data, pages }
}

/** The neighbour a point would swap places with, among the loaded points. */
export function neighbourOf<T extends Placed>(points: T[], pointId: string, step: -1 | 1): T | undefined {
  const index = points.findIndex((point) => point.id === pointId)
  return index < 0 ? undefined : points[index + step]
}
