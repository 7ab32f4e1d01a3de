import { and, eq, sql } from 'drizzle-orm'
import type { FieldIssue } from '../../../shared/errors'
import type { LikeState, Post, PostCreateInput, PostUpdateInput } from '../../../shared/posts'
import { users } from '../../auth/auth.table'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { emit } from '../../events/emit'
import type { Actor } from '../../http/env'
import { AppError, notFound } from '../../lib/app-error'
import { clock } from '../../lib/clock'
import { newId } from '../../lib/ids'
import { postReadable } from '../../policy/visibility'
import { books } from '../../records/book.table'
import { points } from '../../records/point.table'
import { postLikes, posts } from '../../records/post.table'
import { randomSlugPart, slugFromTitle } from '../books/slug'
import { isAuthor, refuseIfFrozen } from './post.policy'
import { toPost } from './post.presenter'
import { matchPost, type PostRow, selectPosts } from './post.query'

/**
 * The post, if the caller may read it (postReadable); 404 otherwise, a banned post included.
 * `asReader`: an admin reading it (not acting on it) sees it whatever the rule says.
 */
async function loadPost(db: Db, actor: Actor | null, idOrSlug: string, asReader: boolean): Promise<PostRow> {
  const actorId = actor?.id ?? null
  const [row] = await selectPosts(db, actorId).where(matchPost(idOrSlug))
  if (!row) throw notFound()
  const readable = postReadable.test({
    isSelf: actorId === row.post.authorId,
    authorBanned: row.author.banned,
    blocked: row.blocked,
    postBanned: row.post.bannedAt !== null,
  })
  if (!readable && !(asReader && actor?.role === 'admin')) throw notFound()
  return row
}

/** The post, for work on it: 404 unless the caller may read it. */
export function postFor(db: Db, actor: Actor | null, idOrSlug: string): Promise<PostRow> {
  return loadPost(db, actor, idOrSlug, false)
}

/** The post as its page shows it to a reader (an admin too, while it is banned). */
export function readPost(db: Db, actor: Actor | null, idOrSlug: string): Promise<PostRow> {
  return loadPost(db, actor, idOrSlug, true)
}

export async function getPost(db: Db, actor: Actor | null, idOrSlug: string): Promise<Post> {
  return toPost(await readPost(db, actor, idOrSlug), actor?.id ?? null)
}

/** A post's slug: its title's (Latin letters and digits) with a random tail, or random alone. */
function postSlugCandidates(title: string): string[] {
  const base = slugFromTitle(title).slice(0, 50).replace(/-+$/, '')
  const tails = [randomSlugPart(6), randomSlugPart(8), randomSlugPart(10)]
  return base ? tails.map((tail) => `${base}-${tail}`) : tails.map((tail) => `p-${tail}`)
}

type Link = { linkedBookId: string | null; linkedPointId: string | null }

/**
 * A study post may link one of my own books or a point in one; anything else is a 400 on the
 * field (a book that is not mine is as unknown as one that does not exist).
 */
async function checkedLink(db: Db, actor: Actor, kind: string, link: Partial<Link>): Promise<Link> {
  const linkedBookId = link.linkedBookId ?? null
  const linkedPointId = link.linkedPointId ?? null
  const invalid = (path: string): never => {
    const details: FieldIssue[] = [{ path, code: 'invalid' }]
    throw new AppError('VALIDATION_FAILED', undefined, details)
  }
  if (kind !== 'study' && (linkedBookId || linkedPointId))
    invalid(linkedBookId ? 'linkedBookId' : 'linkedPointId')
  if (linkedBookId) {
    const [row] = await db
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.id, linkedBookId), eq(books.ownerId, actor.id)))
    if (!row) invalid('linkedBookId')
  }
  if (linkedPointId) {
    const [row] = await db
      .select({ id: points.id })
      .from(points)
      .innerJoin(books, eq(books.id, points.bookId))
      .where(and(eq(points.id, linkedPointId), eq(books.ownerId, actor.id)))
    if (!row) invalid('linkedPointId')
  }
  return { linkedBookId, linkedPointId }
}

/** The post and the author's post count move together; the slug is never changed afterwards. */
export async function createPost(db: Db, actor: Actor, input: PostCreateInput): Promise<Post> {
  const link = await checkedLink(db, actor, input.kind, input)
  const id = newId()
  const now = clock.now()
  await db.transaction(async (tx) => {
    for (const slug of postSlugCandidates(input.title)) {
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint.insert(posts).values({
            id,
            authorId: actor.id,
            kind: input.kind,
            slug,
            title: input.title,
            content: input.content,
            ...link,
            createdAt: now,
            updatedAt: now,
          })
        })
        const [author] = await tx
          .update(users)
          .set({ postCount: sql`${users.postCount} + 1` })
          .where(eq(users.id, actor.id))
          .returning({ postCount: users.postCount })
        // Indexed, its followers' fan-out recorded (told after commit), its author's badges.
        await emit(tx, {
          type: 'post.created',
          postId: id,
          authorId: actor.id,
          postCount: author?.postCount ?? 0,
        })
        return
      } catch (error) {
        if (!isUniqueViolation(error, 'posts_slug_key')) throw error
      }
    }
    throw new AppError('CONFLICT')
  })
  return getPost(db, actor, id)
}

/**
 * The author's own post only (403 for anyone else who can read it), unless banned (403
 * `CONTENT_BANNED`: frozen); marks it edited.
 */
export async function updatePost(
  db: Db,
  actor: Actor,
  idOrSlug: string,
  input: PostUpdateInput,
): Promise<Post> {
  const row = await postFor(db, actor, idOrSlug)
  if (!isAuthor(actor.id, row.post)) throw new AppError('FORBIDDEN')
  refuseIfFrozen(row.post)
  const kind = input.kind ?? row.post.kind
  const wantsLink = input.linkedBookId !== undefined || input.linkedPointId !== undefined
  // A life post links nothing: turning a study post into one drops its link.
  const link =
    kind === 'life'
      ? await checkedLink(db, actor, kind, wantsLink ? input : {})
      : await checkedLink(
          db,
          actor,
          kind,
          wantsLink ? input : { linkedBookId: row.post.linkedBookId, linkedPointId: row.post.linkedPointId },
        )
  const now = clock.now()
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        kind,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...link,
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(posts.id, row.post.id))
    await emit(tx, { type: 'post.edited', postId: row.post.id })
  })
  return getPost(db, actor, row.post.id)
}

/**
 * The author's own post, a banned one too; its likes, comments and stars go with it (foreign
 * keys cascade).
 */
export async function deletePost(db: Db, actor: Actor, idOrSlug: string): Promise<void> {
  const row = await postFor(db, actor, idOrSlug)
  if (!isAuthor(actor.id, row.post)) throw new AppError('FORBIDDEN')
  await db.transaction(async (tx) => {
    const removed = await tx.delete(posts).where(eq(posts.id, row.post.id)).returning({ id: posts.id })
    if (removed.length > 0) {
      await tx
        .update(users)
        .set({ postCount: sql`${users.postCount} - 1` })
        .where(eq(users.id, row.post.authorId))
      await emit(tx, { type: 'post.deleted', postId: row.post.id, authorId: row.post.authorId })
    }
  })
}

/** A post the caller may act on: readable, and no block between them and its author (403). */
export async function interactablePost(db: Db, actor: Actor, idOrSlug: string): Promise<PostRow> {
  const row = await postFor(db, actor, idOrSlug)
  if (row.blocked) throw new AppError('BLOCKED')
  return row
}

async function likeCountOf(tx: Db, postId: string, step: 1 | -1 | 0): Promise<number> {
  const [row] =
    step === 0
      ? await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId))
      : await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${step}` })
          .where(eq(posts.id, postId))
          .returning({ likeCount: posts.likeCount })
  if (!row) throw notFound()
  return row.likeCount
}

/** Idempotent; the count moves in the like's own transaction. */
export async function likePost(db: Db, actor: Actor, id: string): Promise<LikeState> {
  const row = await interactablePost(db, actor, id)
  const postId = row.post.id
  const likeCount = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postLikes)
      .values({ postId, userId: actor.id, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ postId: postLikes.postId })
    // The post's row before its author's (notify locks that): a comment takes them in this order
    // too, so a like and a comment on one post cannot deadlock.
    const likeCount = await likeCountOf(tx, postId, inserted.length > 0 ? 1 : 0)
    if (inserted.length > 0) {
      const { id, authorId, title, content, slug } = row.post
      await emit(tx, { type: 'post.liked', actorId: actor.id, post: { id, authorId, title, content, slug } })
    }
    return likeCount
  })
  return { id: postId, isLiked: true, likeCount }
}

/** Idempotent; allowed across a block (taking a like back harms no one). */
export async function unlikePost(db: Db, actor: Actor, id: string): Promise<LikeState> {
  const row = await postFor(db, actor, id)
  const postId = row.post.id
  const likeCount = await db.transaction(async (tx) => {
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, actor.id)))
      .returning({ postId: postLikes.postId })
    if (removed.length > 0) await emit(tx, { type: 'post.unliked', actorId: actor.id, postId })
    return likeCountOf(tx, postId, removed.length > 0 ? -1 : 0)
  })
  return { id: postId, isLiked: false, likeCount }
}
