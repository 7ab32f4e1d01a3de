import { type CollisionDetection, closestCorners, type KeyboardCoordinateGetter } from '@dnd-kit/core'
import { type RefObject, useRef } from 'react'
import { type Column, stepped } from '../section-drag'

/**
 * A keyboard drag moves by places, not by pixels. dnd-kit's sortable keyboard coordinates jump
 * to the nearest row in the arrow's direction and the moved rectangle's collisions pick the
 * section, so past a section's end a press skipped a place or landed in another section, and the
 * announcement, read from the row under it, named yet another. Here ↑ and ↓ step the point
 * through the places of the sections in turn (`stepped`) and the point is always over itself:
 * the columns alone say where it is, so what is shown, announced and saved is one place.
 */
export function useKeyboardPlaces(columns: RefObject<Column[]>, setColumns: (columns: Column[]) => void) {
  const isKeyboard = useRef(false)

  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, currentCoordinates }) => {
    const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : null
    const moved = step && stepped(columns.current, String(active), step)
    if (!moved) return undefined
    columns.current = moved
    setColumns(moved)
    // dnd-kit reports a move (onDragMove, which announces the new place) only when the
    // coordinates change; sideways, because a vertical change near the screen's edge makes the
    // sensor scroll instead of moving. The row itself is not moved by them (SortablePointRow).
    return { x: currentCoordinates.x + 1, y: currentCoordinates.y }
  }

  const collisionDetection: CollisionDetection = (args) =>
    isKeyboard.current ? [{ id: args.active.id }] : closestCorners(args)

  return {
    isKeyboard,
    coordinateGetter,
    collisionDetection,
    /** Notes which sensor a drag starts with. */
    start: (activatorEvent: Event) => {
      isKeyboard.current = activatorEvent instanceof KeyboardEvent
    },
  }
}
