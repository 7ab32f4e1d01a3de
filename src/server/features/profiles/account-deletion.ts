import type { Db } from '../../db/client'
import type { Storage } from '../../storage/storage'
import { withdrawAllStars } from '../stars/star.service'

/**
 * What deleting an account does beyond its rows (their foreign keys cascade: books with their
 * points, members, notes, stars, uploads): the counts its stars held, and its avatar file.
 */
export async function beforeAccountDeleted(db: Db, userId: string): Promise<void> {
  await withdrawAllStars(db, userId)
}

export async function afterAccountDeleted(storage: Storage, user: { id: string; image?: string | null }) {
  if (user.image?.startsWith(`${user.id}-`)) await storage.delete('avatars', user.image).catch(() => {})
}
