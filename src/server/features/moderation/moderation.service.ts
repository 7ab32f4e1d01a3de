import { and, eq, type SQL, sql } from 'drizzle-orm'
import type {
  AdminAction,
  AdminNotice,
  BanState,
  ContentKind,
  DeletableKind,
  ReportOutcome,
  ResolveResult,
} from '../../../shared/moderation'
import { isId } from '../../../shared/params'
import { plainText } from '../../../shared/plain-text'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { excerpt } from '../../lib/clip'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { removeComment } from '../posts/comment.service'
import { recountContributions } from './contributions'
import { adminActions, reports } from './moderation.table'

/** What an action is about, as the audit log and the people told of it name it. */
interface Subject {
  type: 'user' | 'post' | 'book' | 'comment' | 'report' | 'appeal' | null
  id: string | null
  label: string
}

/** A person as reports and the audit log name them. */
export const personLabel = (user: { name: string; username: string }) => `${user.name} @${user.username}`

/** Records an admin action in the audit log, in the action's transaction, with the admin's name as it is now. */
export async function audit(tx: Db, admin: Actor, action: AdminAction, subject: Subject, note: string) {
  await tx.insert(adminActions).values({
    id: newId(),
    adminId: admin.id,
    adminName: sql`coalesce((select name from users where id = ${admin.id}), '')`,
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
  which: SQL,
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
    await emit(tx, {
      type: 'report.resolved',
      reportId: report.id,
      reporterId: report.reporter_id,
      notice,
      label: report.target_label,
      note,
    })
  }
  return resolved.length
}

/** Dismisses one open report (404 when there is none open by that id). */
export async function dismissReport(
  db: Db,
  admin: Actor,
  reportId: string,
  note: string,
): Promise<ResolveResult> {
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

async function lockUser(tx: Db, userId: string) {
  if (!isId(userId)) throw notFound()
  const [row] = await tx
    .select({
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
 * Bans or unbans a person; only a change moves anything (the flag and `banned_at`, and every
 * count their rows feed), so both are idempotent. A ban hides the person from everyone else at
 * once (the one visibility rule reads the flag) and resolves every open report on them and on
 * what they wrote; an unban tells them. Ending the sessions of a banned person is the caller's
 * (it happens after commit). An admin cannot be banned, nor ban themselves: revoke the role first.
 */
async function setUserBan(
  db: Db,
  admin: Actor,
  userId: string,
  banned: boolean,
  note: string,
): Promise<BanState> {
  return db.transaction((tx) => setUserBanIn(tx, admin, userId, banned, note))
}

async function setUserBanIn(
  tx: Db,
  admin: Actor,
  userId: string,
  banned: boolean,
  note: string,
): Promise<BanState> {
  const user = await lockUser(tx, userId)
  if (banned && (user.role === 'admin' || userId === admin.id)) throw new AppError('CANNOT_BAN_ADMIN')
  const bannedAt = banned ? (user.bannedAt ?? clock.now()) : null
  if (banned !== user.banned) {
    await tx
      .update(users)
      .set({ banned, bannedAt, banReason: banned ? note || null : null, banExpires: null })
      .where(eq(users.id, userId))
    await recountContributions(tx, userId)
    if (!banned) {
      await emit(tx, { type: 'user.restored', userId, note })
      // A lifted ban answers the appeal against it, however the admin lifted it.
      await closeOpenAppeal(tx, admin, userId, 'accepted', note)
    }
  }
  const resolved = banned
    ? await resolveReports(tx, admin, sql`target_user_id = ${userId}`, 'user-banned', note)
    : 0
  await audit(
    tx,
    admin,
    banned ? 'user.ban' : 'user.unban',
    { type: 'user', id: userId, label: personLabel(user) },
    note,
  )
  return { id: userId, bannedAt: bannedAt?.toISOString() ?? null, resolved }
}

/** Bans a person, then ends every session they hold (and so their open streams). */
export async function banUser(
  db: Db,
  admin: Actor,
  userId: string,
  note: string,
  endSessions: (userId: string) => Promise<void>,
): Promise<BanState> {
  const state = await setUserBan(db, admin, userId, true, note)
  await endSessions(userId)
  return state
}

export function unbanUser(db: Db, admin: Actor, userId: string, note: string): Promise<BanState> {
  return setUserBan(db, admin, userId, false, note)
}

/** Lifts a ban in the caller's transaction (an accepted appeal). */
export function unbanUserIn(tx: Db, admin: Actor, userId: string, note: string): Promise<BanState> {
  return setUserBanIn(tx, admin, userId, false, note)
}
/**
 * Closes a person's open appeal with `status` in `tx` (an accepted one: the ban was lifted, by
 * the appeal or by an unban), and has them told by mail (the `appeal.answered` event). Returns
 * the appeal closed, if one was open.
 */
export async function closeOpenAppeal(
  tx: Db,
  admin: Actor,
  userId: string,
  status: 'accepted' | 'rejected',
  note: string,
): Promise<string | null> {
  const [closed] = await rowsOf<{ id: string }>(
    tx,
    sql`update appeals set status = ${status}, answer_note = ${note}, answered_by_id = ${admin.id},
          answered_at = ${clock.now()}
        where user_id = ${userId} and status = 'open' returning id`,
  )
  if (!closed) return null
  await emit(tx, { type: 'appeal.answered', appealId: closed.id, userId, accepted: status === 'accepted' })
  return closed.id
}

/** Where a post or a book lives, and what names it (a post without a title: its first words). */
const CONTENT = {
  post: {
    table: sql`posts`,
    owner: sql`author_id`,
    label: sql`coalesce(nullif(title, ''), left(content, 80))`,
  },
  book: { table: sql`books`, owner: sql`owner_id`, label: sql`title` },
} as const

async function lockContent(tx: Db, kind: ContentKind, id: string) {
  if (!isId(id)) throw notFound()
  const { table, owner, label } = CONTENT[kind]
  const [row] = await rowsOf<{
    owner_id: string
    label: string
    slug: string
    banned_at: Date | string | null
  }>(
    tx,
    sql`select ${owner} as owner_id, ${label} as label, slug, banned_at from ${table} where id = ${id} for update`,
  )
  if (!row) throw notFound()
  return {
    ownerId: row.owner_id,
    label: row.label,
    slug: row.slug,
    bannedAt: row.banned_at ? new Date(row.banned_at) : null,
  }
}

/** Tells a post's or book's owner what an admin did to it, with the admin's note. */
async function tellOwner(
  tx: Db,
  content: { kind: DeletableKind; id: string; ownerId: string; label: string },
  notice: AdminNotice,
  note: string,
  link: string | null,
) {
  await emit(tx, {
    type: 'content.moderated',
    kind: content.kind,
    contentId: content.id,
    ownerId: content.ownerId,
    notice,
    label: content.label,
    note,
    link,
  })
}

/** A post's author counts the posts others can see: a ban or a deletion takes one out. */
async function movePostCount(tx: Db, authorId: string, step: 1 | -1) {
  await tx
    .update(users)
    .set({ postCount: sql`${users.postCount} + ${step}` })
    .where(eq(users.id, authorId))
}

/**
 * Bans a post or a book (or lifts the ban): shown to everyone but admins as deleted or banned;
 * its owner sees it marked, and is told. A ban resolves every open report on it. Idempotent.
 */
export async function setContentBan(
  db: Db,
  admin: Actor,
  kind: ContentKind,
  id: string,
  banned: boolean,
  note: string,
): Promise<BanState> {
  return db.transaction(async (tx) => {
    const content = await lockContent(tx, kind, id)
    const bannedAt = banned ? (content.bannedAt ?? clock.now()) : null
    if (banned !== (content.bannedAt !== null)) {
      await tx.execute(sql`update ${CONTENT[kind].table} set banned_at = ${bannedAt} where id = ${id}`)
      if (kind === 'post') await movePostCount(tx, content.ownerId, banned ? -1 : 1)
      const link = kind === 'post' ? `/posts/${content.slug}` : `/books/${content.slug}`
      await tellOwner(tx, { ...content, kind, id }, `${kind}-${banned ? 'banned' : 'unbanned'}`, note, link)
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
  kind: DeletableKind,
  id: string,
  note: string,
): Promise<ResolveResult> {
  if (kind === 'comment') return deleteReportedComment(db, admin, id, note)
  return db.transaction(async (tx) => {
    const content = await lockContent(tx, kind, id)
    await tx.execute(sql`delete from ${CONTENT[kind].table} where id = ${id}`)
    // A banned post already left the count.
    if (kind === 'post' && !content.bannedAt) await movePostCount(tx, content.ownerId, -1)
    await tellOwner(tx, { ...content, kind, id }, `${kind}-deleted`, note, null)
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

/**
 * Removes a comment or a reply for everyone (decision 026), as its author's own delete does
 * (`removeComment`: a thread with replies keeps an emptied placeholder), on a banned post too;
 * its author is told with the note, every open report on it resolved (`content-deleted`).
 */
async function deleteReportedComment(db: Db, admin: Actor, id: string, note: string): Promise<ResolveResult> {
  if (!isId(id)) throw notFound()
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{
      post_id: string
      parent_id: string | null
      author_id: string | null
      content: string
      slug: string
    }>(
      tx,
      sql`select c.post_id, c.parent_id, c.author_id, c.content, p.slug
          from comments c join posts p on p.id = c.post_id
          where c.id = ${id} and c.deleted_at is null
          for update of c`,
    )
    if (!row) throw notFound()
    await removeComment(tx, { id, postId: row.post_id, parentId: row.parent_id })
    const label = excerpt(plainText(row.content)) || excerpt(row.content)
    if (row.author_id)
      await tellOwner(
        tx,
        { kind: 'comment', id, ownerId: row.author_id, label },
        'comment-deleted',
        note,
        `/posts/${row.slug}`,
      )
    const resolved = await resolveReports(
      tx,
      admin,
      sql`target_type = 'comment' and target_id = ${id}`,
      'content-deleted',
      note,
    )
    await audit(tx, admin, 'comment.delete', { type: 'comment', id, label }, note)
    return { resolved }
  })
}
