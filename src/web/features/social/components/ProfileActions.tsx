import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '../../../../shared/accounts'
import { loadCatalogPart } from '../../../i18n/i18n'
import { ActionsMenu, menuItem } from '../../../ui/ActionsMenu'
import { confirm } from '../../../ui/confirm'
import { toast } from '../../../ui/toast'
import { AdminMenuItems } from '../../moderation/components/AdminMenuItems'
import { ReportMenuItem } from '../../moderation/components/ReportMenuItem'
import { useBlock } from '../mutations'
import { FollowButton } from './FollowButton'

/** On someone else's profile: follow, and a menu to block or unblock them, report them, and (admins) ban. */
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
    // What a block does, said exactly (decision 023): its words are loaded when first asked.
    await loadCatalogPart('blocks')
    if (!(await confirm(t('people.block-confirm', { name: profile.name })))) return
    await block.mutateAsync(true)
    toast(t('people.blocked', { name: profile.name }), 'success')
  }
  return (
    <div className="flex items-center gap-2">
      {/* A visitor (no relationship) sees Follow too, as on a post, and is asked to sign in. */}
      {!isBlocking && !relationship?.blocksMe && !profile.banned && (
        <FollowButton userId={profile.id} isFollowing={relationship?.isFollowing ?? false} />
      )}
      {relationship && (
        <ActionsMenu label={t('people.more-actions')}>
          <li role="none">
            <button
              {...menuItem}
              type="button"
              className={isBlocking ? '' : 'text-error'}
              onClick={handleBlock}
            >
              {isBlocking ? t('people.unblock') : t('people.block')}
            </button>
          </li>
          <ReportMenuItem target={{ targetType: 'user', targetId: profile.id, name: profile.name }} />
          <AdminMenuItems
            target={{ type: 'user', id: profile.id, name: profile.name, isBanned: profile.banned }}
          />
        </ActionsMenu>
      )}
    </div>
  )
}
