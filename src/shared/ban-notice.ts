import type { AppealStatus } from './moderation-constants'

/**
 * What a refused sign-in (403 `USER_BANNED`) says of the ban (decision 026), as a plain type the
 * error shape can name without zod: the admin's note, when, until when it may be appealed, the
 * appeal already sent if any, and, while one may still be sent, the token `POST /api/appeals`
 * takes instead of a session. `shared/appeals.ts` holds its schema.
 */
export interface BanNotice {
  note: string
  bannedAt: string
  appealUntil: string
  appeal: { status: AppealStatus; createdAt: string; answeredAt: string | null } | null
  appealToken: string | null
}
