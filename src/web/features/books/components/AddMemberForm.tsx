import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { MEMBER_ROLES, type MemberRole } from '../../../../shared/books'
import { V } from '../../../../shared/validation'
import { useCatalogPart } from '../../../i18n/use-catalog-part'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { toast } from '../../../ui/toast'
import { isRefusedByBlock, isUnknownUsername, usePutMember } from '../members'

const MemberUsername = z.object({ username: z.string().trim().min(1, V.required) })

/** Share the book with someone by their username, as viewer or editor. */
export function AddMemberForm({ bookId }: { bookId: string }) {
  const { t } = useTranslation()
  const put = usePutMember(bookId)
  // The refusal across a block is said on the field, in words loaded with the form (decision 023).
  useCatalogPart('blocks')
  const [username, setUsername] = useState('')
  const [role, setRole] = useState<MemberRole>('viewer')
  const form = useFormSubmit(
    MemberUsername,
    async (input) => {
      const member = await put.mutateAsync({ username: input.username.replace(/^@/, ''), role })
      toast(t('books.member-added', { name: member.user.name }), 'success')
      setUsername('')
    },
    {
      onError: (error, setErrors) => {
        if (isRefusedByBlock(error)) setErrors({ username: 'share-blocked' })
        else if (isUnknownUsername(error)) setErrors({ username: 'unknown-username' })
        else return false
        return true
      },
    },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit({ username })
  }

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field
            label={t('books.member-username')}
            name="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={username}
            error={form.errors.username}
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
          <button type="submit" className="btn btn-primary" disabled={form.isBusy}>
            <SubmitSpinner form={form} />
            {t('books.add-member')}
          </button>
        </div>
      </div>
      <FormAlert form={form} />
    </form>
  )
}
