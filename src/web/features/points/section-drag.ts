import { arrayMove } from '@dnd-kit/sortable'

/** The sections of the list being dragged in: each a title and its point ids, in order. */
export interface Column {
  title: string
  ids: string[]
}

const PREFIX = 'section:'

/** A section's droppable id; point ids are UUIDs, so the two never meet. */
export const columnId = (title: string) => `${PREFIX}${title}`

/** The index of the section holding `id` (a point or a section's droppable id), or -1. */
export function columnOf(columns: readonly Column[], id: string): number {
  if (id.startsWith(PREFIX)) return columns.findIndex((column) => columnId(column.title) === id)
  return columns.findIndex((column) => column.ids.includes(id))
}

/** `active` moved into the section of `over` while dragging: before it, after it, or last. */
export function movedAcross(columns: Column[], active: string, over: string, isBelow: boolean): Column[] {
  const from = columnOf(columns, active)
  const to = columnOf(columns, over)
  if (from < 0 || to < 0 || from === to) return columns
  const target = columns[to] as Column
  const overIndex = target.ids.indexOf(over)
  const at = overIndex < 0 ? target.ids.length : overIndex + (isBelow ? 1 : 0)
  return columns.map((column, index) => {
    if (index === from) return { ...column, ids: column.ids.filter((id) => id !== active) }
    if (index === to) return { ...column, ids: [...column.ids.slice(0, at), active, ...column.ids.slice(at)] }
    return column
  })
}

/** `active` dropped on `over` in the same section: the section's order after the drop. */
export function movedWithin(columns: Column[], active: string, over: string): Column[] {
  const at = columnOf(columns, active)
  const column = columns[at]
  if (!column || columnOf(columns, over) !== at) return columns
  const to = column.ids.indexOf(over)
  if (to < 0) return columns
  return columns.map((c, i) => (i === at ? { ...c, ids: arrayMove(c.ids, c.ids.indexOf(active), to) } : c))
}

/**
 * `id` moved one place down (1) or up (-1) through the places of every section in turn: after a
 * section's last place comes the first place of the next one, an empty one included; null at
 * either end of the list. The keyboard moves by this, not by the rows' geometry.
 */
export function stepped(columns: readonly Column[], id: string, step: 1 | -1): Column[] | null {
  const from = columnOf(columns, id)
  const ids = columns[from]?.ids.filter((other) => other !== id)
  if (!ids) return null
  let to = from
  let at = (columns[from]?.ids.indexOf(id) ?? 0) + step
  if (at < 0 || at > ids.length) {
    to = from + step
    const neighbour = columns[to]
    if (!neighbour) return null
    at = step > 0 ? 0 : neighbour.ids.length
  }
  const moved = columns.map((column, index) => (index === from ? { ...column, ids } : column))
  const target = moved[to] as Column
  moved[to] = { ...target, ids: [...target.ids.slice(0, at), id, ...target.ids.slice(at)] }
  return moved
}

/** Where a point is: its section and the point before it (null: first). */
export function targetOf(columns: readonly Column[], id: string) {
  const column = columns[columnOf(columns, id)]
  if (!column) return null
  const index = column.ids.indexOf(id)
  return {
    sectionTitle: column.title,
    afterId: column.ids[index - 1] ?? null,
    index,
    count: column.ids.length,
  }
}
