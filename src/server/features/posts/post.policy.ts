import { AppError } from '../../lib/app-error'

/**
 * A banned post is frozen, for its author too, as a banned book is (decision 013): they still
 * read it, like or star it and delete it, but nothing changes it (no edit, no comment or reply,
 * no comment deleted), so an admin lifting the ban publishes what they reviewed.
 */
export function isFrozen(post: { bannedAt: Date | null }): boolean {
  return post.bannedAt !== null
}

/** 403 `CONTENT_BANNED` on a frozen post; only its author still reaches it (404 to others). */
export function refuseIfFrozen(post: { bannedAt: Date | null }): void {
  if (isFrozen(post)) throw new AppError('CONTENT_BANNED')
}
