import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MEMBER_ROLES, type Member, type MemberRole } from '../../../../shared/books'
import { errorMessage } from '../../../lib/api'
import { Avatar } from '../../../ui/Avatar'
import { confirmHint } from '../../../ui/confirm'
import { toast } from '../../../ui/toast'
import { usePutMember, useRemoveMember } from '../members'

/** One person the book is shared with: their role can change (while `canChangeRole`), or their access end. */
export function MemberRow({
  member,
  bookTitle,
  canChangeRole,
}: {
  member: Member
  bookTitle: string
  canChangeRole: boolean
}) {
  const { t } = useTranslation()
  const put = usePutMember(member.bookId)
  const remove = useRemoveMember(member.bookId)
  const { user } = member

  // Shown at once; the list is fetched again afterwards either way.
  const [role, setRole] = useState(member.role)
  const handleRole = (next: MemberRole) => {
    setRole(next)
    put.mutate(
      { userId: user.id, role: next },
      {
        onSuccess: () => toast(t('common.success'), 'success'),
        onError: (failure) => {
          setRole(member.role)
          toast(errorMessage(failure), 'error')
        },
      },
    )
  }

  const handleRemove = async () => {
    if (!(await confirmHint('remove-member', { title: bookTitle, name: user.name }))) return
    remove.mutate(user.id)
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link to="/id/$id" params={{ id: user.id }} className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={user.name} avatarUrl={user.avatarUrl} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{user.name}</span>
          <span className="truncate text-sm text-base-content/70">@{user.username}</span>
        </span>
      </Link>
      <div className="flex items-center gap-2">
        <select
          aria-label={t('books.role-of', { name: user.name })}
          className="select select-sm w-auto"
          value={role}
          disabled={put.isPending || !canChangeRole}
          onChange={(e) => handleRole(e.target.value as MemberRole)}
        >
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`books.role-${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-sm btn-ghost text-error"
          aria-label={t('books.remove-member-named', { name: user.name })}
          disabled={remove.isPending}
          onClick={handleRemove}
        >
          {t('books.remove-member')}
        </button>
      </div>
    </li>
  )
}
