import { UserIcon } from '@heroicons/react/24/solid'
import { avatarInitial, avatarSource } from '../../shared/avatar'

interface AvatarProps {
  name?: string | null
  avatarUrl?: string | null
  size?: 'sm' | 'md' | 'lg'
}

const SIZE_CLASS = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-3xl' } as const

export function Avatar({ name, avatarUrl, size = 'sm' }: AvatarProps) {
  const source = avatarSource(avatarUrl)
  return (
    // daisyUI centres the placeholder's content only in a div child.
    <div className={`avatar ${source ? '' : 'avatar-placeholder'}`}>
      <div className={`${SIZE_CLASS[size]} rounded-full bg-neutral text-neutral-content`}>
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
