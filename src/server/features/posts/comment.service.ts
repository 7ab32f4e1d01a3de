import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Page } from '../../../shared/pagination'
import { isId } from '../../../shared/params'
import {
  type Comment,
  type CommentCreateInput,
  type CommentListQuery,
  type CommentResult,
  type CommentThread,
  THREAD_REPLIES_SHOWN,
} from '../../../shared/posts'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { keyset } from '../../lib/keyset'
import { authorVisible, bannedHidden, blockedBetween } from '../../policy/visibility'
import { comments, posts } from '../../records/post.table'
import { summaryColumns, toUserSummary } from '../../records/user-summary'
import { commentCan, mayRemove } from './comment.policy'
import { canInteract, refuseIfFrozen } from './post.policy'
import { authorColumns } from './post.query'
import { interactablePost, postFor, readPost } from './post.service'

const replyTo = alias(users, 'reply_to')

function selectComments(db: Db, actorId: string | null) {
  return (
    db
      .select({
        comment: comments,
        author: authorColumns,
        replyTo: summaryColumns(replyTo),
        postAuthorId: posts.authorId,
        postBannedAt: posts.bannedAt,
        blocked: actorId ? sql<boolean>`${blockedBetween(comments.authorId, actorId)}` : sql<boolean>`false`,
      })
      .from(comments)
      // A left join: a thread's placeholder outlives its author's account (decision 011).
      .leftJoin(users, eq(users.id, comments.authorId))
      .innerJoin(posts, eq(posts.id, comments.postId))
      .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId))
  )
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number]

/**
 * A comment is listed when the rule lets the reader see its author, or as a placeholder. Lists
 * use `bannedHidden`: a comment whose author a block separates from the reader stays in its
 * thread as a placeholder (`blocked`), so the post's count and its list agree, and the post's
 * author can still delete it.
 */
const shownTo = (actorId: string | null, rule: typeof authorVisible = authorVisible): SQL =>
  or(sql`${comments.deletedAt} is not null`, rule.sql({ authorId: comments.authorId, actorId })) as SQL

/** `canInteractWithPost`: the post's `can.interact` for this reader (post.policy.ts). */
function toComment(row: CommentRow, actorId: string | null, canInteractWithPost: boolean): Comment {
  const { comment } = row
  const deleted = comment.deletedAt !== null
  const blocked = !deleted && row.blocked
  const post = { authorId: row.postAuthorId, bannedAt: row.postBannedAt }
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    content: deleted || blocked ? '' : comment.content,
    author: deleted || blocked || !row.author ? null : toUserSummary(row.author),
    replyTo: row.replyTo ? toUserSummary(row.replyTo) : null,
    deleted,
    blocked,
    replyCount: comment.replyCount,
    can: commentCan(
      actorId,
      { authorId: comment.authorId, deleted, blocked: row.blocked },
      post,
      canInteractWithPost,
    ),
    createdAt: comment.createdAt.toISOString(),
  }
}

const oldestFirst = (query: CommentListQuery) =>
  keyset<CommentRow, 'time'>({
    cursor: query.cursor,
    limit: query.limit,
    by: 'time',
    order: 'asc',
    columns: [comments.createdAt, comments.id],
    keyOf: ({ comment }) => [comment.createdAt.toISOString(), comment.id],
  })

/**
 * Threads of a post, oldest first (newest last), each with its first few replies; or, with
 * `parentId`, the replies of one thread, oldest first.
 */
export async function listComments(
  db: Db,
  actor: Actor | null,
  postIdOrSlug: string,
  query: CommentListQuery,
): Promise<Page<CommentThread>> {
  const actorId = actor?.id ?? null
  const post = await readPost(db, actor, postIdOrSlug)
  const postId = post.post.id
  const interacts = canInteract(actorId, post.post, {
    blocked: post.blocked,
    authorBanned: post.author.banned,
  })
  const paged = oldestFirst(query)
  if (query.parentId !== undefined) {
    if (!isId(query.parentId)) return { items: [], nextCursor: null }
    const rows = await selectComments(db, actorId)
      .where(
        and(
          eq(comments.postId, postId),
          eq(comments.parentId, query.parentId),
          shownTo(actorId, bannedHidden),
          paged.where,
        ),
      )
      .orderBy(...paged.orderBy)
      .limit(paged.take)
    return paged.page(rows, (row) => ({ ...toComment(row, actorId, interacts), replies: [] }))
  }
  const roots = await selectComments(db, actorId)
    .where(
      and(
        eq(comments.postId, postId),
        isNull(comments.parentId),
        shownTo(actorId, bannedHidden),
        paged.where,
      ),
    )
    .orderBy(...paged.orderBy)
    .limit(paged.take)
  const replies = await firstReplies(db, actorId, roots.slice(0, query.limit))
  return paged.page(roots, (row) => ({
    ...toComment(row, actorId, interacts),
    replies: (replies.get(row.comment.id) ?? []).map((reply) => toComment(reply, actorId, interacts)),
  }))
}

/** The first few shown replies of each thread, one index range read per thread. */
async function firstReplies(db: Db, actorId: string | null, roots: CommentRow[]) {
  const byThread = new Map<string, CommentRow[]>()
  if (roots.length === 0) return byThread
  const rootIds = sql.join(
    roots.map((row) => sql`${row.comment.id}`),
    sql`, `,
  )
  const shown = sql`(c.deleted_at is not null or ${bannedHidden.sql({ authorId: sql`c.author_id`, actorId })})`
  const found = await rowsOf<{ id: string }>(
    db,
    sql`
    select r.id from unnest(array[${rootIds}]::uuid[]) as root(id)
    cross join lateral (
      select c.id from comments c where c.parent_id = root.id and ${shown}
      order by c.created_at, c.id limit ${THREAD_REPLIES_SHOWN}
    ) r`,
  )
  const ids = found.map((row) => row.id)
  if (ids.length === 0) return byThread
  const rows = await selectComments(db, actorId)
    .where(inArray(comments.id, ids))
    .orderBy(asc(comments.createdAt), asc(comments.id))
  for (const row of rows) {
    const parentId = row.comment.parentId
    if (!parentId) continue
    byThread.set(parentId, [...(byThread.get(parentId) ?? []), row])
  }
  return byThread
}

/**
 * A comment the caller may see. `ignoringBlocks`: a post's author still finds, to delete, a
 * comment on their post by someone either of them blocked (others still see it).
 */
export async function commentFor(
  db: Db,
  actor: Actor | null,
  commentId: string,
  ignoringBlocks = false,
): Promise<CommentRow> {
  if (!isId(commentId)) throw notFound()
  const actorId = actor?.id ?? null
  const rule = ignoringBlocks ? bannedHidden : authorVisible
  const [row] = await selectComments(db, actorId).where(
    and(eq(comments.id, commentId), shownTo(actorId, rule)),
  )
  if (!row) throw notFound()
  // The post must be readable too (a banned post's comments are gone with it).
  await postFor(db, actor, row.comment.postId)
  return row
}

/**
 * A comment, or a reply: a reply to a reply joins the same thread and names whom it answers.
 * Refused (403 `BLOCKED`) across a block with the post's author or with the one answered, and on
 * a banned post, to its author too (403 `CONTENT_BANNED`). The post's comment count and the
 * thread's reply count move in the same transaction.
 */
export async function createComment(
  db: Db,
  actor: Actor,
  postIdOrSlug: string,
  input: CommentCreateInput,
): Promise<CommentResult> {
  const post = await interactablePost(db, actor, postIdOrSlug)
  refuseIfFrozen(post.post)
  const postId = post.post.id
  let parentId: string | null = null
  let replyToUserId: string | null = null
  let repliedToId: string | null = null
  if (input.parentId) {
    const parent = await commentFor(db, actor, input.parentId).catch(() => null)
    if (!parent || parent.comment.postId !== postId)
      throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'parentId', code: 'invalid' }])
    if (parent.blocked) throw new AppError('BLOCKED')
    parentId = parent.comment.parentId ?? parent.comment.id
    replyToUserId = parent.comment.deletedAt ? null : parent.comment.authorId
    repliedToId = parent.comment.id
  }
  const id = newId()
  const commentCount = await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, postId))
      .returning({ commentCount: posts.commentCount })
    if (!counted) throw notFound()
    if (parentId) {
      const [thread] = await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, parentId))
        .returning({ id: comments.id })
      if (!thread) throw notFound()
    }
    await tx.insert(comments).values({
      id,
      postId,
      authorId: actor.id,
      parentId,
      replyToUserId,
      content: input.content,
      createdAt: clock.now(),
    })
    // The one answered and the post's author are told (notifications/subscriber.ts).
    const { authorId, title, content, slug } = post.post
    await emit(tx, {
      type: 'comment.created',
      commentId: id,
      actorId: actor.id,
      content: input.content,
      post: { id: postId, authorId, title, content, slug },
      replyTo: replyToUserId && repliedToId ? { userId: replyToUserId, commentId: repliedToId } : null,
    })
    return counted.commentCount
  })
  const [row] = await selectComments(db, actor.id).where(eq(comments.id, id))
  if (!row) throw notFound()
  // The post was checked to take this comment (interactablePost, not frozen) just before.
  return { comment: toComment(row, actor.id, true), commentCount }
}

/**
 * By its author or the post's author; never on a banned post (403 `CONTENT_BANNED`: frozen). A
 * thread's first comment that still has replies stays as an emptied placeholder; a placeholder
 * whose last reply goes, goes too. The notifications that quote it go either way: with the row
 * (their `comment_id` cascades), or, emptied, deleted here, since its words are what they quote.
 */
export async function deleteComment(
  db: Db,
  actor: Actor,
  commentId: string,
): Promise<{ commentCount: number }> {
  const row = await commentFor(db, actor, commentId, true)
  const { comment } = row
  if (comment.deletedAt) throw notFound()
  if (!mayRemove(actor.id, comment, { authorId: row.postAuthorId })) throw new AppError('FORBIDDEN')
  refuseIfFrozen({ bannedAt: row.postBannedAt })
  return db.transaction(async (tx) => ({ commentCount: await removeComment(tx, comment) }))
}

/**
 * Removes a comment or a reply in `tx`, for whoever may (its author, the post's author, an admin):
 * a thread's first comment that still has replies stays as an emptied placeholder; a placeholder
 * whose last reply goes, goes too; the post's comment count and the thread's reply count follow.
 * Returns the post's comment count after it.
 */
export async function removeComment(
  tx: Db,
  comment: { id: string; postId: string; parentId: string | null },
): Promise<number> {
  const [counted] = await tx
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} - 1` })
    .where(eq(posts.id, comment.postId))
    .returning({ commentCount: posts.commentCount })
  if (!counted) throw notFound()
  if (comment.parentId) {
    const removed = await tx
      .delete(comments)
      .where(eq(comments.id, comment.id))
      .returning({ id: comments.id })
    if (removed.length === 0) throw notFound()
    const [thread] = await tx
      .update(comments)
      .set({ replyCount: sql`${comments.replyCount} - 1` })
      .where(eq(comments.id, comment.parentId))
      .returning({ replyCount: comments.replyCount, deletedAt: comments.deletedAt })
    if (thread && thread.replyCount === 0 && thread.deletedAt)
      await tx.delete(comments).where(eq(comments.id, comment.parentId))
    await emit(tx, { type: 'comment.deleted', commentId: comment.id, postId: comment.postId })
    return counted.commentCount
  }
  // Locks the thread's row, so a reply cannot arrive between the look and the change.
  const [current] = await tx
    .select({ replyCount: comments.replyCount, deletedAt: comments.deletedAt })
    .from(comments)
    .where(eq(comments.id, comment.id))
    .for('update')
  if (!current || current.deletedAt) throw notFound()
  if (current.replyCount > 0) {
    await tx.update(comments).set({ deletedAt: clock.now(), content: '' }).where(eq(comments.id, comment.id))
    await emit(tx, { type: 'comment.emptied', commentId: comment.id })
  } else await tx.delete(comments).where(eq(comments.id, comment.id))
  await emit(tx, { type: 'comment.deleted', commentId: comment.id, postId: comment.postId })
  return counted.commentCount
}
