import { useTranslation } from 'react-i18next'
import { useMe } from '../../session/me-query'
import { useSignInFirst } from '../../session/useSignInFirst'
import { useToggleFollow } from '../mutations'

/** Follow or unfollow at once (aria-pressed); visitors sign in first; never on yourself. */
export function FollowButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const signInFirst = useSignInFirst('follow')
  const toggle = useToggleFollow(userId)
  if (me?.id === userId) return null
  const handleClick = async () => {
    if (await signInFirst()) toggle.mutate(!isFollowing)
  }
  return (
    <button
      type="button"
      className={`btn btn-sm ${isFollowing ? 'btn-outline' : 'btn-primary'}`}
      aria-pressed={isFollowing}
      onClick={handleClick}
    >
      {isFollowing ? t('people.following-button') : t('people.follow')}
    </button>
  )
}
