import type { MyProfile, PublicProfile } from '../../../shared/accounts'
import type { Relationship } from '../../../shared/social'
import type { users } from '../../auth/auth.table'
import { toUserSummary } from '../../records/user-summary'

type UserRow = typeof users.$inferSelect

/** `relationship`: where the caller stands with this person (null when signed out or it is them). */
export function toPublicProfile(
  row: UserRow,
  relationship: Relationship | null = null,
  studyStatsPublic = false,
  friendCount = 0,
): PublicProfile {
  return {
    ...toUserSummary(row),
    bio: row.bio,
    banned: row.banned,
    bannedAt: row.banned ? (row.bannedAt ?? row.updatedAt).toISOString() : null,
    onlineDuration: row.onlineDuration,
    title: row.title,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    postCount: row.postCount,
    relationship,
    createdAt: row.createdAt.toISOString(),
    studyStatsPublic,
    friendCount,
  }
}

export function toMyProfile(row: UserRow): MyProfile {
  const { studyStatsPublic: _, friendCount: __, ...profile } = toPublicProfile(row)
  return {
    ...profile,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role === 'admin' ? 'admin' : 'user',
    isReturning: row.signInCount > 1,
  }
}
