import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '../../../../shared/accounts'
import { AVATAR_MAX_BYTES } from '../../../../shared/accounts'
import { Avatar } from '../../../ui/Avatar'
import { toast } from '../../../ui/toast'
import { useUploadAvatar } from '../mutations'

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif'

/** Pick an image; the server checks it by its content and makes the 256×256 avatar. */
export function AvatarUpload({ me }: { me: MyProfile }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()

  const handleFile = (file: File | undefined) => {
    if (!file) return
    if (file.size > AVATAR_MAX_BYTES) return toast(t('errors.image-too-large'), 'error')
    upload.mutate(file, {
      onSuccess: ({ remainingUploads }) =>
        toast(t('profile.remaining-uploads', { count: remainingUploads }), 'success'),
      onSettled: () => {
        if (input.current) input.current.value = ''
      },
    })
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={me.name} avatarUrl={me.avatarUrl} size="lg" />
      <div className="flex min-w-0 grow basis-40 flex-col items-start gap-1">
        <label className="btn btn-sm">
          {upload.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('profile.change-avatar')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="hidden"
            disabled={upload.isPending}
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
        </label>
        <p className="text-xs text-base-content/70">{t('profile.avatar-hint')}</p>
      </div>
    </div>
  )
}
