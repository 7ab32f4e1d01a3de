import { eq } from 'drizzle-orm'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import type { Storage } from '../../storage/storage'
import { withdrawSocial } from '../social/withdraw'
import { withdrawAllStars } from '../stars/star.service'

/**
 * Deleting an account, in one transaction: the counts its stars, follows, likes and comments
 * held go back, then its row goes
 * and its rows with it (foreign keys cascade: books with their points, members, notes, stars,
 * uploads). Either all of it happens or none; the auth library's own delete then finds no row.
 */
export async function deleteAccountRows(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await withdrawAllStars(tx, userId)
    const recount = await withdrawSocial(tx, userId)
    await tx.delete(users).where(eq(users.id, userId))
    await recount()
  })
}

/** After the rows are gone: the avatar file (files cannot join the transaction). */
export async function afterAccountDeleted(storage: Storage, user: { id: string; image?: string | null }) {
  if (user.image?.startsWith(`${user.id}-`)) await storage.delete('avatars', user.image).catch(() => {})
}
