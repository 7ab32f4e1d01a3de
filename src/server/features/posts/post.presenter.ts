import type { Post, PostLink } from '../../../shared/posts'
import { toUserSummary } from '../profiles/profile.presenter'
import { isFrozen } from './post.policy'
import type { PostRow } from './post.query'

function linkOf(row: PostRow): PostLink | null {
  if (row.linkBook && row.linkBookReadable) return { kind: 'book', book: row.linkBook }
  if (row.linkPoint && row.linkPointBook && row.linkPointReadable)
    return { kind: 'point', point: { ...row.linkPoint, book: row.linkPointBook } }
  return null
}

export function toPost(row: PostRow, actorId: string | null): Post {
  const { post } = row
  const isMine = actorId === post.authorId
  const isOpen = !isFrozen(post)
  return {
    id: post.id,
    slug: post.slug,
    kind: post.kind,
    title: post.title,
    content: post.content,
    authorId: post.authorId,
    author: toUserSummary(row.author),
    likeCount: post.likeCount,
    commentCount: post.commentCount,
    starCount: post.starCount,
    isLiked: row.isLiked,
    isStarred: row.isStarred,
    isFollowingAuthor: row.isFollowingAuthor,
    link: linkOf(row),
    editedAt: post.editedAt?.toISOString() ?? null,
    bannedAt: post.bannedAt?.toISOString() ?? null,
    can: {
      // A banned post is frozen for its author too (decision 013): deleted, never changed.
      edit: isMine && isOpen,
      delete: isMine,
      // Nobody comments on a banned post, nor does anyone but its author on a banned author's.
      interact: actorId !== null && !row.blocked && isOpen && (isMine || !row.author.banned),
    },
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  }
}
