import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BIO_MAX, type MyProfile, ProfileUpdateInput } from '../../../../shared/accounts'
import { useFormSubmit } from '../../../lib/form'
import { Field } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { TextAreaField } from '../../../ui/TextAreaField'
import { toast } from '../../../ui/toast'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { useUpdateProfile } from '../mutations'
import { AvatarUpload } from './AvatarUpload'

export function ProfileForm({ me }: { me: MyProfile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const [initial] = useState(() => ({ name: me.name, username: me.username, bio: me.bio }))
  const [values, setValues] = useState(initial)
  const guard = useLeaveGuard(values, initial)
  const form = useFormSubmit(
    ProfileUpdateInput,
    async (input) => {
      await update.mutateAsync(input)
      toast(t('common.success'), 'success')
      await navigate({ to: '/mine' })
    },
    { guard },
  )

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    void form.submit(values)
  }

  return (
    <form onSubmit={handleSubmit} onChange={form.handleChange} noValidate className="flex flex-col gap-2">
      <AvatarUpload me={me} />
      <Field
        label={t('auth.name')}
        name="name"
        value={values.name}
        error={form.errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <Field
        label={t('auth.username')}
        name="username"
        hint={t('auth.username-hint')}
        value={values.username}
        error={form.errors.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
      />
      <TextAreaField
        label={t('profile.bio')}
        name="bio"
        rows={4}
        max={BIO_MAX}
        maxLength={BIO_MAX + 100}
        value={values.bio}
        error={form.errors.bio}
        onChange={(e) => setValues({ ...values, bio: e.target.value })}
      />
      <FormAlert form={form} />
      <button type="submit" className="btn btn-primary mt-2" disabled={form.isBusy}>
        {t('common.save')}
      </button>
    </form>
  )
}
