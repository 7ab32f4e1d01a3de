import type { Post } from '../../../shared/posts'
import { AppError } from '../../lib/app-error'

/** What the rules of a post read: the row's own facts. */
export interface PostFacts {
  authorId: string
  bannedAt: Date | null
}

/** What stands between the caller and the post's author. */
export interface AuthorFacts {
  /** Either of the two blocked the other (policy/visibility.ts `blockedBetween`). */
  blocked: boolean
  authorBanned: boolean
}

/**
 * A banned post is frozen, for its author too, as a banned book is (decision 013): they still
 * read it, like or star it and delete it, but nothing changes it (no edit, no comment or reply,
 * no comment deleted), so an admin lifting the ban publishes what they reviewed.
 */
export function isFrozen(post: { bannedAt: Date | null }): boolean {
  return post.bannedAt !== null
}

/** 403 `CONTENT_BANNED` on a frozen post; only its author still reaches it (404 to others). */
export function refuseIfFrozen(post: { bannedAt: Date | null }): void {
  if (isFrozen(post)) throw new AppError('CONTENT_BANNED')
}

export function isAuthor(actorId: string | null, post: Pick<PostFacts, 'authorId'>): boolean {
  return actorId !== null && actorId === post.authorId
}

/** Its author, unless an admin banned it (frozen: it may still be deleted). */
export function canEdit(actorId: string | null, post: PostFacts): boolean {
  return isAuthor(actorId, post) && !isFrozen(post)
}

/** Its author, a banned post too. */
export function canDelete(actorId: string | null, post: PostFacts): boolean {
  return isAuthor(actorId, post)
}

/**
 * Comment and reply: someone signed in, with no block between them and the author, on a post
 * that is not banned (for its author too), and never on a banned author's post but by them.
 */
export function canInteract(actorId: string | null, post: PostFacts, author: AuthorFacts): boolean {
  return (
    actorId !== null &&
    !author.blocked &&
    !isFrozen(post) &&
    (isAuthor(actorId, post) || !author.authorBanned)
  )
}

/**
 * Like and star: someone signed in who may act on the post (its author, a banned post too; anyone
 * else while neither it nor its author is banned: not an admin reading a banned one), with no
 * block between them and the author (403 `BLOCKED`, decision 023). Taking a like or a star back
 * is never refused, so the web keeps that live while one stands.
 */
export function canLike(actorId: string | null, post: PostFacts, author: AuthorFacts): boolean {
  return (
    actorId !== null &&
    !author.blocked &&
    (isAuthor(actorId, post) || (!isFrozen(post) && !author.authorBanned))
  )
}

/** Anyone's post but one's own (a visitor is asked to sign in first). */
export function canReport(actorId: string | null, post: Pick<PostFacts, 'authorId'>): boolean {
  return !isAuthor(actorId, post)
}

/** Every action the web offers on a post, from the rules above. */
export function postCan(actorId: string | null, post: PostFacts, author: AuthorFacts): Post['can'] {
  return {
    edit: canEdit(actorId, post),
    delete: canDelete(actorId, post),
    like: canLike(actorId, post, author),
    interact: canInteract(actorId, post, author),
    report: canReport(actorId, post),
  }
}
