import { UserIcon } from '@heroicons/react/24/solid'
import { AVATAR_LETTER_CLASS, AVATAR_SIZE_CLASS, avatarInitial, avatarSource } from '../../shared/avatar'

interface AvatarProps {
  name?: string | null
  avatarUrl?: string | null
  size?: keyof typeof AVATAR_SIZE_CLASS
}

export function Avatar({ name, avatarUrl, size = 'sm' }: AvatarProps) {
  const source = avatarSource(avatarUrl)
  return (
    // daisyUI centres the placeholder's content only in a div child.
    <div className={`avatar ${source ? '' : 'avatar-placeholder'}`}>
      <div className={`${AVATAR_SIZE_CLASS[size]} rounded-full ${AVATAR_LETTER_CLASS}`}>
        {source ? (
          <img src={source} alt="" />
        ) : name ? (
          <span aria-hidden="true">{avatarInitial(name)}</span>
        ) : (
          <UserIcon className="size-3/5" aria-hidden="true" />
        )}
      </div>
    </div>
  )
}
