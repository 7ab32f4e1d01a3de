export interface Starrable {
  id: string
  isStarred: boolean
  starCount: number
}

/** The entity as it looks once starred or unstarred; the same object when nothing changes. */
export function withStar<T extends Starrable>(entity: T, isStarred: boolean): T {
  if (entity.isStarred === isStarred) return entity
  const starCount = Math.max(0, entity.starCount + (isStarred ? 1 : -1))
  return { ...entity, isStarred, starCount }
}
