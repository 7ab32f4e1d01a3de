import type { MyProfile, PublicProfile } from '../../../shared/accounts'
import type { users } from '../../auth/auth.table'

type UserRow = typeof users.$inferSelect

export function toPublicProfile(row: UserRow): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    username: row.displayUsername ?? row.username,
    avatarUrl: row.image,
    bio: row.bio,
    banned: row.banned,
    onlineDuration: row.onlineDuration,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toMyProfile(row: UserRow): MyProfile {
  return {
    ...toPublicProfile(row),
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role === 'admin' ? 'admin' : 'user',
  }
}
