import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MEMBER_ROLES, type MemberRole } from '../../../../shared/books'
import { errorMessage } from '../../../lib/api'
import { Field } from '../../../shell/Field'
import { toast } from '../../../shell/toast'
import { isUnknownUsername, usePutMember } from '../members'

/** Share the book with someone by their username, as viewer or editor. */
export function AddMemberForm({ bookId }: { bookId: string }) {
  const { t } = useTranslation()
  const put = usePutMember(bookId)
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<MemberRole>('viewer')
  const [error, setError] = useState<string>()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const name = username.trim().replace(/^@/, '')
    if (!name) return setError('required')
    setError(undefined)
    put.mutate(
      { username: name, role },
      {
        onSuccess: (member) => {
          toast(t('books.member-added', { name: member.user.name }), 'success')
          setUsername('')
        },
        onError: (failure) => {
          if (isUnknownUsername(failure)) setError('unknown-username')
          toast(
            isUnknownUsername(failure) ? t('validation.unknown-username') : errorMessage(failure),
            'error',
          )
        },
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Field
          label={t('books.member-username')}
          name="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          error={error}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="flex gap-2 sm:pb-1">
        <select
          aria-label={t('books.role')}
          className="select w-auto flex-1"
          value={role}
          onChange={(e) => setRole(e.target.value as MemberRole)}
        >
          {MEMBER_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`books.role-${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={put.isPending}>
          {put.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('books.add-member')}
        </button>
      </div>
    </form>
  )
}
