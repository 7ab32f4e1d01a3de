import { useTranslation } from 'react-i18next'
import { menuItem } from '../../../ui/ActionsMenu'
import type { ModerationAction } from '../mutations'
import { useAdmin } from '../use-admin'
import { useModerationAction } from '../use-moderation'

type Target =
  | { type: 'user'; id: string; name: string; isBanned: boolean }
  | { type: 'post' | 'book'; id: string; title: string; isBanned: boolean }

interface Item {
  label: string
  question: string
  action: ModerationAction
  isDanger: boolean
  /** What follows once it is done (leaving a deleted post's page). */
  afterwards?: (() => void) | undefined
}

/** An admin's actions on a person, a post or a book, as items of that page's menu. */
export function AdminMenuItems({ target, onDeleted }: { target: Target; onDeleted?: () => void }) {
  const { t } = useTranslation()
  const { me, isAdmin, isReady } = useAdmin()
  const { act } = useModerationAction()
  if (!me || !isAdmin || !isReady) return null
  const items: Item[] = []
  if (target.type === 'user') {
    const kind = target.isBanned ? 'unban-user' : 'ban-user'
    if (target.id !== me.id)
      items.push({
        label: t(`admin.action.${kind}`),
        question: t(`admin.confirm.${kind}`, { name: target.name }),
        action: { kind, userId: target.id },
        isDanger: !target.isBanned,
      })
  } else {
    const ban = target.isBanned ? 'unban' : 'ban'
    const content = { content: target.type, id: target.id }
    items.push(
      {
        label: t(`admin.action.${ban}-${target.type}`),
        question: t(`admin.confirm.${ban}-content`, {
          kind: t(`admin.kind.${target.type}`),
          title: target.title,
        }),
        action: { kind: `${ban}-content`, ...content },
        isDanger: !target.isBanned,
      },
      {
        label: t(`admin.action.delete-${target.type}`),
        question: t('admin.confirm.delete-content', {
          kind: t(`admin.kind.${target.type}`),
          title: target.title,
        }),
        action: { kind: 'delete-content', ...content },
        isDanger: true,
        afterwards: onDeleted,
      },
    )
  }
  return items.map((item) => (
    <li role="none" key={item.action.kind}>
      <button
        {...menuItem}
        type="button"
        className={item.isDanger ? 'text-error' : ''}
        onClick={async () => {
          if (await act(item.action, item.question)) item.afterwards?.()
        }}
      >
        {item.label}
      </button>
    </li>
  ))
}
