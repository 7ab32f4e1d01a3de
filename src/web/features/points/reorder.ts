import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '../../../shared/pagination'
import { placed, type Target } from '../../../shared/section-order'

interface Placed {
  id: string
  position: number
  sectionTitle: string
}

/**
 * The loaded pages with one point put at `target` the way the server will (sections kept
 * together), positions renumbered and page sizes kept; null when the target is not loaded.
 */
export function movedInPages<T extends Placed, P>(
  data: InfiniteData<Page<T>, P>,
  pointId: string,
  target: Target,
): InfiniteData<Page<T>, P> | null {
  const all = data.pages.flatMap((page) => page.items)
  const moving = all.find((point) => point.id === pointId)
  const order = moving && placed(all, moving, target)
  if (!order) return null
  const first = Math.min(...all.map((point) => point.position))
  let start = 0
  const pages = data.pages.map((page) => {
    const items = order
      .slice(start, start + page.items.length)
      .map((point, index) => ({ ...point, position: first + start + index }))
    start += page.items.length
    return { ...page, items }
  })
  return { ...data, pages }
}
