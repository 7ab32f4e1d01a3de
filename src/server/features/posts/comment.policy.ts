import type { Comment } from '../../../shared/posts'
import { isFrozen, type PostFacts } from './post.policy'

/** The comment's author, or the post's (who may clear their thread, a blocked person's too). */
export function mayRemove(
  actorId: string | null,
  comment: { authorId: string | null },
  post: Pick<PostFacts, 'authorId'>,
) {
  return actorId !== null && (actorId === comment.authorId || actorId === post.authorId)
}

/**
 * Delete: by who may remove it, while it is there and its post is not banned (a banned post's
 * thread is frozen, decision 013: nothing is added to it or taken from it).
 */
export function canDelete(
  actorId: string | null,
  comment: { authorId: string | null; deleted: boolean },
  post: PostFacts,
): boolean {
  return !comment.deleted && !isFrozen(post) && mayRemove(actorId, comment, post)
}

/**
 * Reply: where the post takes comments from me (`post.policy.ts` `canInteract`), to a comment
 * whose author no block separates from me.
 */
export function canReply(comment: { blocked: boolean }, canInteractWithPost: boolean): boolean {
  return canInteractWithPost && !comment.blocked
}

export function commentCan(
  actorId: string | null,
  comment: { authorId: string | null; deleted: boolean; blocked: boolean },
  post: PostFacts,
  canInteractWithPost: boolean,
): Comment['can'] {
  return {
    delete: canDelete(actorId, comment, post),
    reply: canReply(comment, canInteractWithPost),
  }
}
