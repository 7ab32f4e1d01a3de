import { eq, sql } from 'drizzle-orm'
import { NAME_MAX, USERNAME_MAX, USERNAME_MIN } from '../../shared/accounts'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { clock } from '../lib/clock'
import { randomToken } from '../lib/ids'
import { IMAGE_REF_MAX, users } from './auth.table'

function isAdminEmail(config: Config, email: string): boolean {
  const wanted = email.trim().toLowerCase()
  return config.ADMIN_EMAILS.some((listed) => listed.toLowerCase() === wanted)
}

async function isUsernameFree(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1)
  return !row
}

/** For accounts made through Google: the mail's local part, made unique with a suffix. */
async function usernameFromEmail(db: Db, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '')
  const base = (local.length >= USERNAME_MIN ? local : `user${local}`).slice(0, USERNAME_MAX - 5)
  if (await isUsernameFree(db, base)) return base
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${base}_${randomToken(3)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')
      .slice(0, 4)}`
    if (await isUsernameFree(db, candidate)) return candidate
  }
  return `user_${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 12)}`
}

/**
 * Filled in before a user row is written: the role from ADMIN_EMAILS, a username for Google
 * accounts, and when the terms were accepted (the sign-up form requires it; the Google button
 * states that continuing accepts them).
 */
/** A provider's picture, if it is an http(s) URL the users table accepts. */
function providerImage(image: unknown): string | null {
  return typeof image === 'string' && image.length <= IMAGE_REF_MAX && /^https?:\/\/\S+$/.test(image)
    ? image
    : null
}

export async function newUserDefaults<
  T extends { email: string; username?: string | null; name?: string; image?: string | null },
>(db: Db, config: Config, user: T) {
  const username = user.username || (await usernameFromEmail(db, user.email))
  return {
    ...user,
    username,
    displayUsername: (user as { displayUsername?: string }).displayUsername || username,
    // A provider's name may be longer than the profile allows.
    name:
      Array.from(user.name?.replace(/\p{Cc}/gu, '').trim() ?? '')
        .slice(0, NAME_MAX)
        .join('')
        .trim() || username,
    image: providerImage(user.image),
    role: isAdminEmail(config, user.email) ? 'admin' : 'user',
    termsAcceptedAt: clock.now(),
  }
}

/** ADMIN_EMAILS promotes existing accounts too, at their next sign-in. */
export async function promoteListedAdmin(db: Db, config: Config, userId: string): Promise<void> {
  if (config.ADMIN_EMAILS.length === 0) return
  const [user] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
  if (user && user.role !== 'admin' && isAdminEmail(config, user.email)) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId))
  }
}

/** A sign-in (any session begun): counted, so the first is greeted Welcome and the rest Welcome back. */
export async function countSignIn(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ signInCount: sql`${users.signInCount} + 1` })
    .where(eq(users.id, userId))
}
