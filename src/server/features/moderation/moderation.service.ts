import { and, eq, sql } from 'drizzle-orm'
import type {
  AdminAction,
  AdminNotice,
  BanState,
  ContentKind,
  ModerationInput,
  ReportOutcome,
  ResolveResult,
} from '../../../shared/moderation'
import { isId } from '../../../shared/params'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { books } from '../books/book.table'
import { notify } from '../notifications/notify'
import { posts } from '../posts/post.table'
import { recountContributions } from './contributions'
import { adminActions, reports } from './moderation.table'

/** What an action is about, as the audit log and the people told of it name it. */
interface Subject {
  type: 'user' | 'post' | 'book' | 'report' | null
  id: string | null
  label: string
}

/** Records an admin action in the audit log, in the action's transaction. */
export async function audit(tx: Db, admin: Actor, action: AdminAction, subject: Subject, note: string) {
  const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, admin.id))
  await tx.insert(adminActions).values({
    id: newId(),
    adminId: admin.id,
    adminName: me?.name ?? '',
    action,
    targetType: subject.type,
    targetId: subject.id,
    targetLabel: subject.label.slice(0, 200),
    note,
    createdAt: clock.now(),
  })
}

/**
 * Resolves the open reports `which` selects with `outcome`, and tells each reporter (an `admin`
 * notification the client words: dismissed, or action taken, with the admin's note). Returns
 * how many it resolved.
 */
async function resolveReports(
  tx: Db,
  admin: Actor,
  which: ReturnType<typeof sql>,
  outcome: ReportOutcome,
  note: string,
): Promise<number> {
  const resolved = await rowsOf<{ id: string; reporter_id: string | null; target_label: string }>(
    tx,
    sql`update reports set status = 'resolved', outcome = ${outcome}, note = ${note},
          resolved_by_id = ${admin.id}, resolved_at = ${clock.now()}
        where status = 'open' and ${which}
        returning id, reporter_id, target_label`,
  )
  const notice: AdminNotice = outcome === 'dismissed' ? 'report-dismissed' : 'report-actioned'
  for (const report of resolved) {
    if (!report.reporter_id) continue
    await notify(tx, [report.reporter_id], {
      type: 'admin',
      actorId: null,
      notice,
      title: report.target_label,
      content: note,
      dedupeKey: `report:${report.id}`,
    })
  }
  return resolved.length
}

/** Dismisses one open report (404 when there is none open by that id). */
export async function dismissReport(
  db: Db,
  admin: Actor,
  reportId: string,
  input: ModerationInput,
): Promise<ResolveResult> {
  const note = input.note ?? ''
  if (!isId(reportId)) throw notFound()
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: reports.id, label: reports.targetLabel })
      .from(reports)
      .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
      .for('update')
    if (!report) throw notFound()
    const resolved = await resolveReports(tx, admin, sql`id = ${report.id}`, 'dismissed', note)
    await audit(tx, admin, 'report.dismiss', { type: 'report', id: report.id, label: report.label }, note)
    return { resolved }
  })
}

export interface BanEffects {
  /** Ends every session of the person (and so their open streams), after the ban commits. */
  endSessions(userId: string): Promise<void>
}

async function lockUser(tx: Db, userId: string) {
  if (!isId(userId)) throw notFound()
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      role: users.role,
      banned: users.banned,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update')
  if (!row) throw notFound()
  return row
}

/**
 * Bans a person: hidden from everyone else at once (the one visibility rule reads the flag),
 * every open report on them and on what they wrote resolved, their sessions ended. Idempotent.
 * An admin cannot be banned (nor ban themselves): revoke the role first.
 */
export async function banUser(
  db: Db,
  admin: Actor,
  userId: string,
  input: ModerationInput,
  effects: BanEffects,
): Promise<BanState> {
  const note = input.note ?? ''
  const state = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId)
    if (user.role === 'admin' || user.id === admin.id) throw new AppError('CANNOT_BAN_ADMIN')
    const bannedAt = user.bannedAt ?? clock.now()
    if (!user.banned) {
      await tx
        .update(users)
        .set({ banned: true, bannedAt, banReason: note || null, banExpires: null })
        .where(eq(users.id, userId))
      await recountContributions(tx, userId)
    }
    const resolved = await resolveReports(tx, admin, sql`target_user_id = ${userId}`, 'user-banned', note)
    await audit(
      tx,
      admin,
      'user.ban',
      { type: 'user', id: userId, label: `${user.name} @${user.username}` },
      note,
    )
    return { id: userId, bannedAt: bannedAt.toISOString(), resolved }
  })
  await effects.endSessions(userId)
  return state
}

/** Lifts a ban: everything they wrote comes back, and they are told. Idempotent. */
export async function unbanUser(
  db: Db,
  admin: Actor,
  userId: string,
  input: ModerationInput,
): Promise<BanState> {
  const note = input.note ?? ''
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId)
    if (user.banned) {
      await tx
        .update(users)
        .set({ banned: false, bannedAt: null, banReason: null, banExpires: null })
        .where(eq(users.id, userId))
      await recountContributions(tx, userId)
      await notify(tx, [userId], { type: 'admin', actorId: null, notice: 'account-restored', content: note })
    }
    await audit(
      tx,
      admin,
      'user.unban',
      { type: 'user', id: userId, label: `${user.name} @${user.username}` },
      note,
    )
    return { id: userId, bannedAt: null, resolved: 0 }
  })
}

const CONTENT = {
  post: {
    table: posts,
    label: sql<string>`coalesce(nullif(title, ''), left(content, 80))`,
    owner: posts.authorId,
  },
  book: { table: books, label: sql<string>`title`, owner: books.ownerId },
} as const

async function lockContent(tx: Db, kind: ContentKind, id: string) {
  if (!isId(id)) throw notFound()
  const table = kind === 'post' ? sql`posts` : sql`books`
  const owner = kind === 'post' ? sql`author_id` : sql`owner_id`
  const [row] = await rowsOf<{
    id: string
    owner_id: string
    label: string
    slug: string
    banned_at: Date | string | null
  }>(
    tx,
    sql`select id, ${owner} as owner_id, ${CONTENT[kind].label} as label, slug, banned_at
        from ${table} where id = ${id} for update`,
  )
  if (!row) throw notFound()
  return { ...row, bannedAt: row.banned_at ? new Date(row.banned_at) : null }
}

const linkOf = (kind: ContentKind, slug: string) => (kind === 'post' ? `/posts/${slug}` : `/books/${slug}`)

/**
 * Bans a post or a book (or lifts the ban): shown to everyone but admins as deleted or banned;
 * its owner sees it marked. A ban resolves every open report on it. A banned post leaves its
 * author's post count, as it leaves every list. Idempotent.
 */
export async function setContentBan(
  db: Db,
  admin: Actor,
  kind: ContentKind,
  id: string,
  banned: boolean,
  input: ModerationInput,
): Promise<BanState> {
  const note = input.note ?? ''
  return db.transaction(async (tx) => {
    const content = await lockContent(tx, kind, id)
    const changes = banned !== (content.bannedAt !== null)
    const bannedAt = banned ? (content.bannedAt ?? clock.now()) : null
    if (changes) {
      const table = kind === 'post' ? sql`posts` : sql`books`
      await tx.execute(sql`update ${table} set banned_at = ${bannedAt} where id = ${id}`)
      if (kind === 'post')
        await tx
          .update(users)
          .set({ postCount: sql`${users.postCount} + ${banned ? -1 : 1}` })
          .where(eq(users.id, content.owner_id))
      await notify(tx, [content.owner_id], {
        type: 'admin',
        actorId: null,
        notice: `${kind}-${banned ? 'banned' : 'unbanned'}`,
        title: content.label,
        content: note,
        link: linkOf(kind, content.slug),
      })
    }
    const resolved = banned
      ? await resolveReports(
          tx,
          admin,
          sql`target_type = ${kind} and target_id = ${id}`,
          'content-banned',
          note,
        )
      : 0
    await audit(
      tx,
      admin,
      `${kind}.${banned ? 'ban' : 'unban'}`,
      { type: kind, id, label: content.label },
      note,
    )
    return { id, bannedAt: bannedAt?.toISOString() ?? null, resolved }
  })
}

/**
 * Deletes a post or a book for everyone, with what cascades from it (comments, likes, stars,
 * points); every open report on it is resolved and its owner told.
 */
export async function deleteContent(
  db: Db,
  admin: Actor,
  kind: ContentKind,
  id: string,
  input: ModerationInput,
): Promise<ResolveResult> {
  const note = input.note ?? ''
  return db.transaction(async (tx) => {
    const content = await lockContent(tx, kind, id)
    if (kind === 'post') {
      await tx.delete(posts).where(eq(posts.id, id))
      if (!content.bannedAt)
        await tx
          .update(users)
          .set({ postCount: sql`${users.postCount} - 1` })
          .where(eq(users.id, content.owner_id))
    } else {
      await tx.delete(books).where(eq(books.id, id))
    }
    await notify(tx, [content.owner_id], {
      type: 'admin',
      actorId: null,
      notice: `${kind}-deleted`,
      title: content.label,
      content: note,
    })
    const resolved = await resolveReports(
      tx,
      admin,
      sql`target_type = ${kind} and target_id = ${id}`,
      'content-deleted',
      note,
    )
    await audit(tx, admin, `${kind}.delete`, { type: kind, id, label: content.label }, note)
    return { resolved }
  })
}
