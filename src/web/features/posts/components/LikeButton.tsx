import { HeartIcon as HeartOutline } from '@heroicons/react/24/outline'
import { HeartIcon as HeartSolid } from '@heroicons/react/24/solid'
import { useTranslation } from 'react-i18next'
import type { Post } from '../../../../shared/posts'
import { useSignInFirst } from '../../session/useSignInFirst'
import { useToggleLike } from '../mutations'

/**
 * A toggle (aria-pressed) that flips at once; visitors are asked to sign in first. Where I may not
 * like the post (`mayLike` false: a block, decision 023) it stays live only to take my like back.
 */
export function LikeButton({ post, mayLike }: { post: Post; mayLike: boolean }) {
  const { t } = useTranslation()
  const signInFirst = useSignInFirst('like')
  const toggle = useToggleLike(post.id)
  const Icon = post.isLiked ? HeartSolid : HeartOutline

  const handleClick = async () => {
    if (await signInFirst()) toggle.mutate(!post.isLiked)
  }

  return (
    <button
      type="button"
      className={`btn btn-sm btn-ghost ${post.isLiked ? 'text-error' : ''}`}
      aria-pressed={post.isLiked}
      disabled={!mayLike && !post.isLiked}
      onClick={handleClick}
    >
      <Icon className="size-5" aria-hidden="true" />
      {/* Named "Like 3": what it does, then the count it shows (its visible text is in its name). */}
      <span className="sr-only">{t('posts.like')}</span>{' '}
      <span className="tabular-nums" data-testid="like-count">
        {post.likeCount}
      </span>
    </button>
  )
}
