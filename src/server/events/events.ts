import type { AdminNotice } from '../../shared/moderation-constants'

/** What a notification about a post needs of it (it quotes the post and links to it). */
export interface PostRef {
  id: string
  authorId: string
  title: string
  content: string
  slug: string
}

/** A point's text as the search index reads it. */
export interface PointText {
  title: string
  description: string
  content: string
  hiddenContent: string
  sectionTitle: string
  majorName: string
  fieldName: string
}

/**
 * Everything a service records with `emit(tx, event)`: what happened, with the ids and the data
 * its effects need (notifications, the search index, badges), never the effects themselves.
 * Names are `<entity>.<past verb>`.
 */
export type AppEvent =
  | { type: 'user.created'; userId: string }
  | { type: 'profile.updated'; userId: string }
  | { type: 'user.followed'; followerId: string; followeeId: string }
  /** A new block (decision 023): what the two shared ends with it, in its transaction. */
  | { type: 'user.blocked'; blockerId: string; blockedId: string }
  /** An admin lifted a ban (a ban itself tells no one: the account's sessions end). */
  | { type: 'user.restored'; userId: string; note: string }
  /** An admin answered a banned person's appeal (decision 026): they are mailed the answer. */
  | { type: 'appeal.answered'; appealId: string; userId: string; accepted: boolean }
  | { type: 'book.written'; bookId: string }
  /** A new book (written or copied), its owner's from the start. */
  | { type: 'book.created'; bookId: string; ownerId: string }
  /** A copy's points were written with their sources' ids (`copied_from_point_id`). */
  | { type: 'book.copied'; bookId: string }
  /** A grant of a book to someone, or a changed role (a changed role is not news: one notification). */
  | { type: 'book.shared'; bookId: string; actorId: string; userId: string; title: string; slug: string }
  /** Someone's access to a book taken away (or given up). */
  | { type: 'book.unshared'; bookId: string; userId: string }
  /** Deleted by its owner, with all it held. */
  | { type: 'book.deleted'; bookId: string }
  | { type: 'point.written'; pointId: string; bookId: string }
  | { type: 'point.deleted'; pointId: string; bookId: string }
  /** Every point of a section changed at once (renamed, merged into another). */
  | { type: 'section.written'; bookId: string; sectionTitle: string }
  /** Points written in bulk (an import): their text as written. */
  | {
      type: 'points.imported'
      bookId: string
      points: readonly ({ id: string; at: Date | string } & PointText)[]
    }
  /** `postCount`: the author's posts after this one. */
  | { type: 'post.created'; postId: string; authorId: string; postCount: number }
  | { type: 'post.edited'; postId: string }
  | { type: 'post.liked'; actorId: string; post: PostRef }
  | { type: 'post.unliked'; actorId: string; postId: string }
  /** Deleted by its author, with its likes and comments. */
  | { type: 'post.deleted'; postId: string; authorId: string }
  /** `replyTo`: the person answered and the comment answered, when it is a reply. */
  | {
      type: 'comment.created'
      commentId: string
      actorId: string
      content: string
      post: PostRef
      replyTo: { userId: string; commentId: string } | null
    }
  /** A comment kept as an emptied placeholder: what quoted its words goes. */
  | { type: 'comment.emptied'; commentId: string }
  /** A comment or a reply deleted (emptied or for good): the post's thread changed. */
  | { type: 'comment.deleted'; commentId: string; postId: string }
  /** `reviews`: all the person's reviews so far; `streak`: days in a row with enough of them. */
  | { type: 'study.milestone'; userId: string; streak: number; reviews: number }
  /** An admin's message to some people; `messageId` makes a batch run twice harmless. */
  | {
      type: 'message.sent'
      receiverIds: readonly string[]
      messageId: string | null
      title: string
      content: string
    }
  | {
      type: 'report.resolved'
      reportId: string
      reporterId: string
      notice: AdminNotice
      label: string
      note: string
    }
  /** An admin banned, restored or deleted a post or book, or removed a comment: its owner is told, with the note. */
  | {
      type: 'content.moderated'
      kind: 'post' | 'book' | 'comment'
      contentId: string
      ownerId: string
      notice: AdminNotice
      label: string
      note: string
      link: string | null
    }

export type AppEventType = AppEvent['type']
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>
