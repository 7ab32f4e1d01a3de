import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COMMENT_CONTENT_MAX } from '../../../../shared/post-constants'
import { type Comment, CommentCreateInput, type CommentThread, type Post } from '../../../../shared/posts'
import { formatDate } from '../../../lib/date'
import { excerpt } from '../../../lib/excerpt'
import { useFormSubmit } from '../../../lib/form'
import { Avatar } from '../../../ui/Avatar'
import { confirmHint } from '../../../ui/confirm'
import { FormAlert } from '../../../ui/FormAlert'
import { LoadMore } from '../../../ui/LoadMore'
import { QueryStatus } from '../../../ui/QueryStatus'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { TextAreaField } from '../../../ui/TextAreaField'
import { toast } from '../../../ui/toast'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { TitleBadge } from '../../badges/components/TitleBadge'
import { Markdown } from '../../markdown/Markdown'
import { useOpenReport } from '../../moderation/components/ReportMenuItem'
import { SignInPrompt } from '../../session/components/SignInPrompt'
import { useMe } from '../../session/me-query'
import { commentsOptions, repliesOptions } from '../list-queries'
import { useAddComment, useDeleteComment } from '../mutations'

/** Where a reply goes: the comment it answers (the server files it under that thread). */
interface ReplyTarget {
  id: string
  username: string | null
}

/** A post's comments: threads oldest first, each with its replies, and the form to add one. */
export function Comments({ post }: { post: Post }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const query = useInfiniteQuery(commentsOptions(post.id))
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null)
  const threads = query.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <section className="flex flex-col gap-3" aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-lg font-semibold">
        {t('posts.comments-count', { count: post.commentCount })}
      </h2>
      {query.isPending || query.isError ? (
        <QueryStatus query={query} failed={t('posts.comments-load-failed')} />
      ) : threads.length === 0 ? (
        <p className="rounded-box bg-base-200 px-4 py-6 text-center text-base-content/70">
          {t('posts.no-comments')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {threads.map((thread) => (
            <Thread key={thread.id} post={post} thread={thread} onReply={setReplyTo} />
          ))}
        </ul>
      )}
      <LoadMore pager={query} />
      {!me ? (
        <SignInPrompt heading="h3" about="comments" />
      ) : post.can.interact ? (
        <CommentForm post={post} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} />
      ) : post.bannedAt ? (
        <p className="alert alert-info alert-soft" data-testid="frozen-note">
          {t('posts.banned-frozen')}
        </p>
      ) : (
        <p className="alert alert-warning alert-soft">{t('posts.blocked-interaction')}</p>
      )}
    </section>
  )
}

function Thread({
  post,
  thread,
  onReply,
}: {
  post: Post
  thread: CommentThread
  onReply(target: ReplyTarget): void
}) {
  const { t } = useTranslation()
  const [showAll, setShowAll] = useState(false)
  const more = useInfiniteQuery({ ...repliesOptions(post.id, thread.id), enabled: showAll })
  const replies = showAll && more.data ? more.data.pages.flatMap((page) => page.items) : thread.replies
  const hidden = thread.replyCount - replies.length
  return (
    <li className="rounded-box bg-base-100 p-3 ring-1 ring-base-300" data-testid="comment-thread">
      <CommentItem post={post} comment={thread} onReply={onReply} />
      {replies.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2 border-l-2 border-base-300 pl-3">
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem post={post} comment={reply} onReply={onReply} />
            </li>
          ))}
        </ul>
      )}
      {!showAll && hidden > 0 && (
        <button type="button" className="btn btn-xs btn-ghost mt-1" onClick={() => setShowAll(true)}>
          {t('posts.more-replies', { count: hidden })}
        </button>
      )}
      {showAll && <LoadMore pager={more} />}
    </li>
  )
}

function CommentItem({
  post,
  comment,
  onReply,
}: {
  post: Post
  comment: Comment
  onReply(target: ReplyTarget): void
}) {
  const { t, i18n } = useTranslation()
  const remove = useDeleteComment(post.id)
  const me = useMe()
  const openReport = useOpenReport()
  const handleDelete = async () => {
    if (
      !(await confirmHint('delete-comment', {
        excerpt: excerpt(comment.content),
        // A deleted comment offers no Delete; its author is always there.
        name: comment.author?.name ?? '',
      }))
    )
      return
    await remove.mutateAsync(comment.id)
    toast(t('posts.comment-removed'), 'success')
  }
  const deleteButton = comment.can.delete && (
    <button
      type="button"
      className="btn btn-xs btn-ghost text-error"
      onClick={handleDelete}
      disabled={remove.isPending}
    >
      {t('posts.delete')}
    </button>
  )
  // Someone a block separates from the reader: a placeholder, which the post's author may delete.
  if (comment.blocked)
    return (
      <div className="flex flex-wrap items-center gap-x-2" data-testid="comment">
        <p className="text-sm italic text-base-content/70">{t('posts.comment-blocked')}</p>
        {deleteButton}
      </div>
    )
  if (comment.deleted || !comment.author)
    return <p className="text-sm italic text-base-content/70">{t('posts.comment-deleted')}</p>
  const author = comment.author
  return (
    <div className="flex items-start gap-2" data-testid="comment">
      <Avatar name={author.name} avatarUrl={author.avatarUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 text-sm">
          <Link to="/id/$id" params={{ id: author.id }} className="link-hover font-medium">
            {author.name}
          </Link>
          <TitleBadge title={author.title} />
          {comment.replyTo && (
            <span className="text-base-content/70">
              {t('posts.replying-to', { username: comment.replyTo.username })}
            </span>
          )}
          <time className="text-xs text-base-content/70" dateTime={comment.createdAt}>
            {formatDate(comment.createdAt, i18n.language, 'dateTime')}
          </time>
        </span>
        {/* Markdown as a post's is (the renderer is in: the post's page loaded it for the post). */}
        <Markdown source={comment.content} className="wrap-anywhere" />
        <span className="flex gap-1">
          {comment.can.reply && (
            <button
              type="button"
              className="btn btn-xs btn-ghost"
              onClick={() => onReply({ id: comment.id, username: author.username })}
            >
              {t('posts.reply')}
            </button>
          )}
          {deleteButton}
          {me.data?.id !== author.id && (
            <button
              type="button"
              className="btn btn-xs btn-ghost"
              onClick={() =>
                void openReport({
                  targetType: 'comment',
                  targetId: comment.id,
                  name: excerpt(comment.content, 60),
                })
              }
            >
              {t('moderation.report')}
            </button>
          )}
        </span>
      </div>
    </div>
  )
}

function CommentForm({
  post,
  replyTo,
  onCancelReply,
}: {
  post: Post
  replyTo: ReplyTarget | null
  onCancelReply(): void
}) {
  const { t } = useTranslation()
  const add = useAddComment(post.id)
  const [content, setContent] = useState('')
  // A half-written comment or reply asks before it is left (found by a tester: it went silently).
  const guard = useLeaveGuard(content, '')
  const form = useFormSubmit(
    CommentCreateInput,
    async (input) => {
      await add.mutateAsync(input)
      setContent('')
      onCancelReply()
      toast(t('posts.comment-added'), 'success')
    },
    { guard },
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ content, ...(replyTo ? { parentId: replyTo.id } : {}) })
  }
  // Reply takes the reader to the box, above the dock on a phone, ready to type.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const field = replyTo && formRef.current?.querySelector('textarea')
    if (!field) return
    field.scrollIntoView({ block: 'center' })
    field.focus({ preventScroll: true })
  }, [replyTo])
  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onChange={form.handleChange}
      noValidate
      className="flex flex-col gap-1"
    >
      {replyTo && (
        <p className="flex items-center gap-2 text-sm">
          {t('posts.replying-to', { username: replyTo.username })}
          <button type="button" className="btn btn-xs btn-ghost" onClick={onCancelReply}>
            {t('common.cancel')}
          </button>
        </p>
      )}
      <TextAreaField
        label={replyTo ? t('posts.your-reply') : t('posts.your-comment')}
        name="content"
        rows={3}
        max={COMMENT_CONTENT_MAX}
        value={content}
        error={form.errors.content}
        onChange={(e) => setContent(e.target.value)}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary btn-sm self-end" disabled={form.isBusy}>
        <SubmitSpinner form={form} size="xs" />
        {replyTo ? t('posts.reply') : t('posts.comment')}
      </button>
    </form>
  )
}
