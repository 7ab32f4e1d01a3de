import type { Post, PostLink } from '../../../shared/posts'
import { toUserSummary } from '../../records/user-summary'
import { postCan } from './post.policy'
import type { PostRow } from './post.query'

function linkOf(row: PostRow): PostLink | null {
  if (row.linkBook && row.linkBookReadable) return { kind: 'book', book: row.linkBook }
  if (row.linkPoint && row.linkPointBook && row.linkPointReadable)
    return { kind: 'point', point: { ...row.linkPoint, book: row.linkPointBook } }
  return null
}

export function toPost(row: PostRow, actorId: string | null): Post {
  const { post } = row
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
    can: postCan(actorId, post, { blocked: row.blocked, authorBanned: row.author.banned }),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  }
}
