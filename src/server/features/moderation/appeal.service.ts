import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  APPEAL_TOKEN_MINUTES,
  type Appeal,
  type AppealListQuery,
  type AppealPage,
  type AppealReceipt,
  type BanNotice,
} from '../../../shared/appeals'
import type { UserSummary } from '../../../shared/books'
import { APPEAL_DAYS, type AppealStatus } from '../../../shared/moderation-constants'
import { isId } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { KeyValueStore } from '../../auth/store'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { keyset } from '../../lib/keyset'
import { summaryJson } from '../../records/user-summary'
import { audit, closeOpenAppeal, personLabel, unbanUserIn } from './moderation.service'
import { appeals } from './moderation.table'

const DAY_MS = 24 * 60 * 60 * 1000
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** Appeals one address may send an hour, and tries one account may make (decision 026). */
export const APPEALS_PER_ADDRESS_HOUR = 10
export const APPEAL_TRIES_PER_ACCOUNT_HOUR = 5

/** The last day a ban that began at `bannedAt` may be appealed. */
const appealUntil = (bannedAt: Date) => new Date(bannedAt.getTime() + APPEAL_DAYS * DAY_MS)

const mac = (secret: string, body: string) =>
  createHmac('sha256', `appeal:${secret}`).update(body).digest('base64url')

/**
 * The appeal token a refused sign-in carries: who, which ban (the moment it began) and until
 * when, signed with the server's secret. Only someone who just proved the account theirs (the
 * right password or mailed code: the ban is refused after both) is given one.
 */
export function appealToken(secret: string, userId: string, bannedAt: Date): string {
  const expires = clock.now().getTime() + APPEAL_TOKEN_MINUTES * 60 * 1000
  const body = `${userId}.${bannedAt.getTime()}.${expires}`
  return `${Buffer.from(body).toString('base64url')}.${mac(secret, body)}`
}

function readAppealToken(secret: string, token: string): { userId: string; bannedAt: number } | null {
  const [encoded, signature, ...rest] = token.split('.')
  if (!encoded || !signature || rest.length > 0) return null
  const body = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(mac(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [userId, bannedAt, expires] = body.split('.')
  if (!userId || !isId(userId) || clock.now().getTime() > Number(expires)) return null
  return { userId, bannedAt: Number(bannedAt) }
}

/**
 * What a banned person is told when sign-in refuses them: the admin's note, when the ban began,
 * until when it may be appealed, the appeal already sent, and (while one may be sent) a token
 * to send it with. Null for an account that is not banned.
 */
export async function banNoticeFor(db: Db, secret: string, userId: string): Promise<BanNotice | null> {
  const [user] = await db
    .select({ banned: users.banned, bannedAt: users.bannedAt, note: users.banReason })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.banned) return null
  const bannedAt = user.bannedAt ?? clock.now()
  const until = appealUntil(bannedAt)
  const [appeal] = await db
    .select({ status: appeals.status, createdAt: appeals.createdAt, answeredAt: appeals.answeredAt })
    .from(appeals)
    .where(and(eq(appeals.userId, userId), eq(appeals.bannedAt, bannedAt)))
  const mayAppeal = !appeal && clock.now() <= until
  return {
    note: user.note ?? '',
    bannedAt: bannedAt.toISOString(),
    appealUntil: until.toISOString(),
    appeal: appeal
      ? {
          status: appeal.status,
          createdAt: appeal.createdAt.toISOString(),
          answeredAt: iso(appeal.answeredAt),
        }
      : null,
    appealToken: mayAppeal ? appealToken(secret, userId, bannedAt) : null,
  }
}

export interface AppealDeps {
  db: Db
  secret: string
  store: KeyValueStore
}

/** Counts one try against `key`'s hour; past `limit`, 429 with when the hour ends. */
async function spend(store: KeyValueStore, key: string, limit: number) {
  const nowSeconds = clock.now().getTime() / 1000
  const hour = Math.floor(nowSeconds / 3600)
  if ((await store.increment(`appeals:${key}:${hour}`, 3600)) > limit)
    throw Object.assign(new AppError('RATE_LIMITED'), {
      retryAfter: Math.ceil((hour + 1) * 3600 - nowSeconds),
    })
}

/**
 * A banned person's one appeal of their ban, without a session (they have none): the token the
 * refused sign-in gave them says who and which ban. Refused once the ban is over or changed, or
 * the token old (`APPEAL_EXPIRED`: sign in again), past 20 days (`APPEAL_CLOSED`), and a second
 * time (`APPEAL_EXISTS`). Limited per address and per account.
 */
export async function createAppeal(
  deps: AppealDeps,
  from: { ip: string; locale: string },
  input: { token: string; content: string },
): Promise<AppealReceipt> {
  const { db } = deps
  await spend(deps.store, `ip:${from.ip}`, APPEALS_PER_ADDRESS_HOUR)
  const token = readAppealToken(deps.secret, input.token)
  if (!token) throw new AppError('APPEAL_EXPIRED')
  await spend(deps.store, `user:${token.userId}`, APPEAL_TRIES_PER_ACCOUNT_HOUR)
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ banned: users.banned, bannedAt: users.bannedAt })
        .from(users)
        .where(eq(users.id, token.userId))
        .for('no key update')
      if (!user?.banned || !user.bannedAt || user.bannedAt.getTime() !== token.bannedAt)
        throw new AppError('APPEAL_EXPIRED')
      const [existing] = await tx
        .select({ id: appeals.id })
        .from(appeals)
        .where(and(eq(appeals.userId, token.userId), eq(appeals.bannedAt, user.bannedAt)))
      if (existing) throw new AppError('APPEAL_EXISTS')
      if (clock.now() > appealUntil(user.bannedAt)) throw new AppError('APPEAL_CLOSED')
      // The ban as the admin gave it, from the audit log: the admin answering sees it beside the appeal.
      const [ban] = await rowsOf<{ id: string; admin_name: string; note: string }>(
        tx,
        sql`select id, admin_name, note from admin_actions
            where action = 'user.ban' and target_id = ${token.userId}
            order by created_at desc, id desc limit 1`,
      )
      const id = newId()
      await tx.insert(appeals).values({
        id,
        userId: token.userId,
        bannedAt: user.bannedAt,
        banActionId: ban?.id ?? null,
        banAdminName: ban?.admin_name ?? '',
        banNote: ban?.note ?? '',
        content: input.content,
        locale: from.locale,
        createdAt: clock.now(),
      })
      return { id, status: 'open' as const }
    })
  } catch (error) {
    if (isUniqueViolation(error, 'appeals_one_per_ban_key')) throw new AppError('APPEAL_EXISTS')
    throw error
  }
}

interface AppealRow {
  id: string
  user: UserSummary | null
  content: string
  status: AppealStatus
  ban_action_id: string | null
  ban_admin_name: string
  ban_note: string
  banned_at: Date | string
  is_banned: boolean | null
  answer_note: string
  answerer: UserSummary | null
  answered_at: Date | string | null
  created_at: Date | string
}

const toAppeal = (row: AppealRow): Appeal => ({
  id: row.id,
  user: row.user,
  content: row.content,
  status: row.status,
  ban: {
    actionId: row.ban_action_id,
    adminName: row.ban_admin_name,
    note: row.ban_note,
    bannedAt: iso(row.banned_at) as string,
    isBanned: row.is_banned === true,
  },
  answerNote: row.answer_note,
  answeredBy: row.answerer,
  answeredAt: iso(row.answered_at),
  createdAt: iso(row.created_at) as string,
})

/** The admin queue: open appeals oldest first (first come, first answered), answered ones latest first. */
export async function listAppeals(db: Db, query: AppealListQuery): Promise<AppealPage> {
  const isOpen = query.status === 'open'
  const at = isOpen ? sql`a.created_at` : sql`a.answered_at`
  const paged = keyset({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    order: isOpen ? 'asc' : 'desc',
    columns: [at, sql`a.id`],
    keyOf: (row: AppealRow) => [iso(isOpen ? row.created_at : row.answered_at) as string, row.id],
  })
  const rows = await rowsOf<AppealRow>(
    db,
    sql`select a.id, ${summaryJson('u')} as user, a.content, a.status, a.ban_action_id, a.ban_admin_name,
          a.ban_note, a.banned_at, u.banned as is_banned, a.answer_note, ${summaryJson('r')} as answerer,
          a.answered_at, a.created_at
        from appeals a
        left join users u on u.id = a.user_id
        left join users r on r.id = a.answered_by_id
        where ${isOpen ? sql`a.status = 'open'` : sql`a.status <> 'open'`}
          ${paged.where ? sql`and ${paged.where}` : sql``}
        order by ${sql.join(paged.orderBy, sql`, `)}
        limit ${paged.take}`,
  )
  const [count] = await rowsOf<{ count: string | number }>(
    db,
    sql`select count(*) as count from appeals where status = 'open'`,
  )
  return { ...paged.page(rows, toAppeal), openCount: Number(count?.count ?? 0) }
}

/**
 * An admin answers an open appeal (404 for any other): accepting lifts the ban (as an unban
 * does: the person is told in the app too, and may sign in), rejecting keeps it; the person is
 * mailed either way, with the note, and the audit log records the answer.
 */
export async function answerAppeal(
  db: Db,
  admin: Actor,
  appealId: string,
  accept: boolean,
  note: string,
): Promise<AppealReceipt> {
  if (!isId(appealId)) throw notFound()
  return db.transaction(async (tx) => {
    const [appeal] = await rowsOf<{ user_id: string; name: string | null; username: string | null }>(
      tx,
      sql`select a.user_id, u.name, u.username from appeals a left join users u on u.id = a.user_id
          where a.id = ${appealId} and a.status = 'open' for update of a`,
    )
    if (!appeal) throw notFound()
    // Lifting the ban closes the appeal as accepted (closeOpenAppeal, from the unban).
    if (accept) await unbanUserIn(tx, admin, appeal.user_id, note)
    else await closeOpenAppeal(tx, admin, appeal.user_id, 'rejected', note)
    const label =
      appeal.name && appeal.username ? personLabel({ name: appeal.name, username: appeal.username }) : ''
    await audit(
      tx,
      admin,
      accept ? 'appeal.accept' : 'appeal.reject',
      { type: 'appeal', id: appealId, label },
      note,
    )
    return { id: appealId, status: accept ? 'accepted' : 'rejected' }
  })
}
