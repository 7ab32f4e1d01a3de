import { EllipsisHorizontalIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '../../../../shared/accounts'
import { confirm } from '../../../shell/confirm'
import { toast } from '../../../shell/toast'
import { useBlock } from '../mutations'
import { FollowButton } from './FollowButton'

/** On someone else's profile: follow, and a menu to block or unblock them. */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  const block = useBlock(profile.id)
  const relationship = profile.relationship
  const isBlocking = relationship?.isBlocking ?? false
  const handleBlock = async () => {
    if (isBlocking) {
      await block.mutateAsync(false)
      toast(t('people.unblocked', { name: profile.name }), 'success')
      return
    }
    if (!(await confirm(t('people.block-confirm', { name: profile.name })))) return
    await block.mutateAsync(true)
    toast(t('people.blocked', { name: profile.name }), 'success')
  }
  return (
    <div className="flex items-center gap-2">
      {relationship && !isBlocking && !relationship.blocksMe && (
        <FollowButton userId={profile.id} isFollowing={relationship.isFollowing} />
      )}
      {relationship && (
        <div className="dropdown dropdown-end">
          <button
            type="button"
            className="btn btn-sm btn-ghost btn-square"
            aria-label={t('people.more-actions')}
          >
            <EllipsisHorizontalIcon className="size-5" aria-hidden="true" />
          </button>
          <ul className="dropdown-content menu z-10 w-44 rounded-box bg-base-100 p-2 shadow ring-1 ring-base-300">
            <li>
              <button type="button" className={isBlocking ? '' : 'text-error'} onClick={handleBlock}>
                {isBlocking ? t('people.unblock') : t('people.block')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  )
}
