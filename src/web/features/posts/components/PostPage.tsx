import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ComponentType, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { plainText } from '../../../../shared/plain-text'
import type { Post } from '../../../../shared/posts'
import { isNotFound } from '../../../lib/api'
import { excerpt } from '../../../lib/excerpt'
import { useLiveTopics } from '../../../lib/live-topics'
import { ActionsMenu, menuItem } from '../../../ui/ActionsMenu'
import { confirmHint } from '../../../ui/confirm'
import { ContentNotFound } from '../../../ui/NotFound'
import { usePageTitle } from '../../../ui/page-title'
import { toast } from '../../../ui/toast'
import { AdminMenuItems } from '../../moderation/components/AdminMenuItems'
import { ReportMenuItem } from '../../moderation/components/ReportMenuItem'
import { useMe } from '../../session/me-query'
import { useDeletePost } from '../mutations'
import { postQueryOptions } from '../queries'
import { Comments } from './Comments'
import { PostCard } from './PostCard'
import { PostComposer } from './PostComposer'

interface PostPageProps {
  address: string
  /**
   * The author's follow button, social's: social sits above posts (a follow marks the author's
   * posts as followed), so the page's route hands it in.
   */
  followButton: ComponentType<{ userId: string; isFollowing: boolean }>
}

/** A post with its author line, actions and comments; its author may edit or delete it. */
export function PostPage({ address, followButton: FollowButton }: PostPageProps) {
  const { t } = useTranslation()
  const { data: post, error } = useSuspenseQuery(postQueryOptions(address))
  const { data: me } = useMe()
  const [isEditing, setEditing] = useState(false)
  // Its counts and its thread move live (decision 024).
  useLiveTopics([`post:${post.id}`])
  usePageTitle(post.title || t('posts.post-by', { name: post.author.name }))
  // Read again while open, it answers 404 once deleted or banned: the page says so.
  if (isNotFound(error)) return <ContentNotFound />
  const isMine = me?.id === post.authorId
  // What the menu offers is what the server's `can` says (post.policy.ts), never re-derived.
  const headerAction = post.can.delete ? (
    <OwnPostMenu post={post} onEdit={() => setEditing(true)} />
  ) : (
    <div className="flex items-center gap-1">
      {(!me || post.can.interact) && (
        <FollowButton userId={post.authorId} isFollowing={post.isFollowingAuthor} />
      )}
      <OtherPostMenu post={post} />
    </div>
  )
  return (
    <div className="flex flex-col gap-4">
      {isEditing && post.can.edit ? (
        <section className="card bg-base-100 ring-1 ring-base-300">
          <div className="card-body p-4">
            <PostComposer post={post} onDone={() => setEditing(false)} />
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </section>
      ) : (
        <PostCard post={post} full headerAction={headerAction} />
      )}
      {post.bannedAt && (
        <p className="alert alert-error alert-soft" data-testid="banned-note">
          {t(isMine ? 'moderation.banned-own' : 'moderation.banned-admin')}
        </p>
      )}
      <Comments post={post} />
    </div>
  )
}

function OwnPostMenu({ post, onEdit }: { post: Post; onEdit(): void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeletePost(post)
  const handleDelete = async () => {
    if (!(await confirmHint('delete-post', { excerpt: post.title || excerpt(post.content) }))) return
    await remove.mutateAsync()
    toast(t('posts.deleted'), 'success')
    await navigate({ to: '/posts', replace: true })
  }
  return (
    <ActionsMenu label={t('posts.actions')}>
      {/* A banned post is frozen (decision 013): deleted, never edited; the page says why. */}
      {post.can.edit && (
        <li role="none">
          <button {...menuItem} type="button" onClick={onEdit}>
            {t('posts.edit')}
          </button>
        </li>
      )}
      {post.can.delete && (
        <li role="none">
          <button {...menuItem} type="button" className="text-error" onClick={handleDelete}>
            {t('posts.delete')}
          </button>
        </li>
      )}
    </ActionsMenu>
  )
}

/** On someone else's post: report it; an admin may also ban or delete it. */
function OtherPostMenu({ post }: { post: Post }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // Untitled, it is named by the start of its words (its source when they are none: an image).
  const title =
    post.title ||
    Array.from(plainText(post.content) || post.content)
      .slice(0, 60)
      .join('')
  return (
    <ActionsMenu label={t('posts.actions')}>
      {post.can.report && <ReportMenuItem target={{ targetType: 'post', targetId: post.id, name: title }} />}
      <AdminMenuItems
        target={{ type: 'post', id: post.id, title, isBanned: post.bannedAt !== null }}
        onDeleted={() => void navigate({ to: '/posts', replace: true })}
      />
    </ActionsMenu>
  )
}
