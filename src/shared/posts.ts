import { z } from 'zod'
import { BookSummarySchema, UserSummarySchema } from './books'
import {
  exampleComment,
  exampleCommentCreate,
  exampleCommentResult,
  exampleCommentThread,
  examplePost,
  examplePostCreate,
} from './examples'
import { PageQuery } from './pagination'
import { idText, text, timestamp, trimmedText } from './text'
import { V } from './validation'

export * from './post-constants'

import {
  COMMENT_CONTENT_MAX,
  POST_CONTENT_MAX,
  POST_FEEDS,
  POST_KINDS,
  POST_TITLE_MAX,
} from './post-constants'

const Id = idText()
const Title = trimmedText().max(POST_TITLE_MAX, V.tooLong)
const Content = trimmedText().min(1, V.required).max(POST_CONTENT_MAX, V.tooLong)

/**
 * A study post may link one of my books or points (shown as a card): `linkedBookId` or
 * `linkedPointId`, never both; null clears the link on an edit.
 */
const linkFields = {
  linkedBookId: Id.nullable(),
  linkedPointId: Id.nullable(),
}

const oneLink = (value: { linkedBookId?: string | null; linkedPointId?: string | null }) =>
  !(value.linkedBookId && value.linkedPointId)

export const PostCreateInput = z
  .object({
    kind: z.enum(POST_KINDS).default('study'),
    title: Title.default(''),
    content: Content,
    linkedBookId: linkFields.linkedBookId.optional(),
    linkedPointId: linkFields.linkedPointId.optional(),
  })
  .refine(oneLink, { message: V.invalid, path: ['linkedPointId'] })
  .meta({ example: examplePostCreate })
export type PostCreateInput = z.infer<typeof PostCreateInput>

export const PostUpdateInput = z
  .object({
    kind: z.enum(POST_KINDS),
    title: Title,
    content: Content,
    ...linkFields,
  })
  .partial()
  .refine(oneLink, { message: V.invalid, path: ['linkedPointId'] })
export type PostUpdateInput = z.infer<typeof PostUpdateInput>

/** `author` (an id) lists one person's posts, newest first; `feed` is then ignored. */
export const PostListQuery = PageQuery.extend({
  feed: z.enum(POST_FEEDS).default('everyone'),
  kind: z.enum(POST_KINDS).optional(),
  author: text().max(200).optional(),
})
export type PostListQuery = z.infer<typeof PostListQuery>

/** A person as a post or comment shows them: the summary, with the badge they show as title. */
export const AuthorSchema = UserSummarySchema
export type Author = z.infer<typeof AuthorSchema>

/** What a study post links, shown as a card; null when there is none or I may not read it. */
export const PostLinkSchema = z.union([
  z.object({ kind: z.literal('book'), book: BookSummarySchema }),
  z.object({
    kind: z.literal('point'),
    point: z.object({ id: text(), title: text(), book: BookSummarySchema }),
  }),
])
export type PostLink = z.infer<typeof PostLinkSchema>

export const PostSchema = z
  .object({
    id: text(),
    slug: text(),
    kind: z.enum(POST_KINDS),
    title: text(),
    content: text(),
    authorId: text(),
    author: AuthorSchema,
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    starCount: z.number().int(),
    isLiked: z.boolean(),
    isStarred: z.boolean(),
    /** Whether I follow the author (false when signed out or it is mine). */
    isFollowingAuthor: z.boolean(),
    link: PostLinkSchema.nullable(),
    /** Set when the content was changed after publishing. */
    editedAt: timestamp().nullable(),
    bannedAt: timestamp().nullable(),
    can: z.object({
      /** My own post, unless an admin banned it (frozen: it may still be deleted). */
      edit: z.boolean(),
      delete: z.boolean(),
      /**
       * Like and star: false when signed out, when a block stands between me and the author
       * (either way), or when I may only read it (an admin reading a banned post). Taking my like
       * or star back is allowed across a block.
       */
      like: z.boolean(),
      /**
       * Comment and reply: false when signed out, when a block stands between me and the author,
       * or while the post is banned (frozen, for its author too).
       */
      interact: z.boolean(),
      /** Anyone's post but one's own; a visitor is asked to sign in first. */
      report: z.boolean(),
    }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ example: examplePost })
export type Post = z.infer<typeof PostSchema>

export const LikeStateSchema = z.object({ id: text(), isLiked: z.boolean(), likeCount: z.number().int() })
export type LikeState = z.infer<typeof LikeStateSchema>

// ---- Comments ------------------------------------------------------------------------------

export const CommentCreateInput = z
  .object({
    content: trimmedText().min(1, V.required).max(COMMENT_CONTENT_MAX, V.tooLong),
    /** Reply to this comment; a reply to a reply joins the same thread and names who it answers. */
    parentId: Id.optional(),
  })
  .meta({ example: exampleCommentCreate })
export type CommentCreateInput = z.infer<typeof CommentCreateInput>

/** Threads oldest first; with `parentId`, the replies of that thread, oldest first. */
export const CommentListQuery = PageQuery.extend({ parentId: text().max(200).optional() })
export type CommentListQuery = z.infer<typeof CommentListQuery>

export const CommentSchema = z
  .object({
    id: text(),
    postId: text(),
    /** The thread's first comment, for a reply; null for a thread. */
    parentId: text().nullable(),
    /** Empty when deleted. */
    content: text(),
    /** Null when deleted. */
    author: AuthorSchema.nullable(),
    /** Whom a reply answers. */
    replyTo: UserSummarySchema.nullable(),
    /** A deleted comment that still has replies stays as a placeholder. */
    deleted: z.boolean(),
    /**
     * A placeholder for this reader too: a block stands between them and the comment's author, so
     * its content is empty and its author null. The post's author may still delete it.
     */
    blocked: z.boolean(),
    replyCount: z.number().int(),
    can: z.object({
      /** By its author or the post's, while the post is not banned. */
      delete: z.boolean(),
      /** Where the post takes my comments (`Post.can.interact`) and no block separates us. */
      reply: z.boolean(),
    }),
    createdAt: timestamp(),
  })
  .meta({ example: exampleComment })
export type Comment = z.infer<typeof CommentSchema>

/** A thread in the list: its first comment and its first few replies. */
export const CommentThreadSchema = CommentSchema.extend({ replies: z.array(CommentSchema) }).meta({
  example: exampleCommentThread,
})
export type CommentThread = z.infer<typeof CommentThreadSchema>

/** What a new comment or a deletion leaves: the comment (if any) and the post's count. */
export const CommentResultSchema = z
  .object({ comment: CommentSchema, commentCount: z.number().int() })
  .meta({ example: exampleCommentResult })
export type CommentResult = z.infer<typeof CommentResultSchema>
