import { useTranslation } from 'react-i18next'
import { useMe } from '../../profiles/queries'
import { useAdminCatalog } from '../use-admin-catalog'
import { useModerationAction } from '../use-moderation'

type Target =
  | { type: 'user'; id: string; name: string; isBanned: boolean }
  | { type: 'post' | 'book'; id: string; title: string; isBanned: boolean }

/** An admin's actions on a person, a post or a book, as items of that page's menu. */
export function AdminMenuItems({ target, onDeleted }: { target: Target; onDeleted?: () => void }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  const { act } = useModerationAction()
  const isAdmin = me?.role === 'admin'
  const isReady = useAdminCatalog(isAdmin)
  if (!me || !isAdmin || !isReady) return null
  const blur = () => (document.activeElement as HTMLElement | null)?.blur()
  if (target.type === 'user') {
    if (target.id === me.id) return null
    const kind = target.isBanned ? 'unban-user' : 'ban-user'
    return (
      <li>
        <button
          type="button"
          className={target.isBanned ? '' : 'text-error'}
          onClick={() => {
            blur()
            void act({ kind, userId: target.id }, t(`admin.confirm.${kind}`, { name: target.name }))
          }}
        >
          {t(`admin.action.${kind}`)}
        </button>
      </li>
    )
  }
  const ban = target.isBanned ? 'unban' : 'ban'
  return (
    <>
      <li>
        <button
          type="button"
          className={target.isBanned ? '' : 'text-error'}
          onClick={() => {
            blur()
            void act(
              { kind: `${ban}-content`, content: target.type, id: target.id },
              t(`admin.confirm.${ban}-content`, { title: target.title }),
            )
          }}
        >
          {t(`admin.action.${ban}-${target.type}`)}
        </button>
      </li>
      <li>
        <button
          type="button"
          className="text-error"
          onClick={async () => {
            blur()
            const done = await act(
              { kind: 'delete-content', content: target.type, id: target.id },
              t('admin.confirm.delete-content', { title: target.title }),
            )
            if (done) onDeleted?.()
          }}
        >
          {t(`admin.action.delete-${target.type}`)}
        </button>
      </li>
    </>
  )
}
