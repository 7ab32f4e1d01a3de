import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BIO_MAX, type MyProfile, ProfileUpdateInput } from '../../../../shared/accounts'
import { type FieldErrors, reportFormError, reportInvalid, validate } from '../../../lib/form'
import { Field } from '../../../shell/Field'
import { toast } from '../../../shell/toast'
import { useUpdateProfile } from '../api'
import { AvatarUpload } from './AvatarUpload'

export function ProfileForm({ me }: { me: MyProfile }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const update = useUpdateProfile()
  const [values, setValues] = useState({ name: me.name, username: me.username, bio: me.bio })
  const [errors, setErrors] = useState<FieldErrors>({})

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = validate(ProfileUpdateInput, values)
    if (checked.errors) return reportInvalid(checked.errors, setErrors, t('errors.validation-failed'))
    setErrors({})
    update.mutate(checked.data, {
      onSuccess: () => {
        toast(t('common.success'), 'success')
        void navigate({ to: '/mine' })
      },
      onError: (error) => reportFormError(error, setErrors),
    })
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2">
      <AvatarUpload me={me} />
      <Field
        label={t('auth.name')}
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <Field
        label={t('auth.username')}
        name="username"
        hint={t('auth.username-hint')}
        value={values.username}
        error={errors.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
      />
      <div className="fieldset">
        <label htmlFor="bio" className="fieldset-legend pb-1">
          {t('profile.bio')}
        </label>
        <textarea
          id="bio"
          name="bio"
          rows={4}
          maxLength={BIO_MAX + 100}
          className={`textarea w-full ${errors.bio ? 'textarea-error' : ''}`}
          value={values.bio}
          onChange={(e) => setValues({ ...values, bio: e.target.value })}
        />
        <p className={`label ${errors.bio ? 'text-error' : ''}`}>
          {errors.bio
            ? t(`validation.${errors.bio}` as 'validation.too-long')
            : `${values.bio.length} / ${BIO_MAX}`}
        </p>
      </div>
      <button type="submit" className="btn btn-primary mt-2" disabled={update.isPending}>
        {t('common.save')}
      </button>
    </form>
  )
}
