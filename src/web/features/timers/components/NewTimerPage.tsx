import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageHeading } from '../../../ui/PageHeading'
import { toast } from '../../../ui/toast'
import { useCreateTimer } from '../mutations'
import { TimerForm } from './TimerForm'

/** /timers/new: a name, a number of days and the books it covers; then the list, in its place. */
export function NewTimerPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateTimer()
  return (
    <>
      <PageHeading />
      <TimerForm
        submitLabel={t('timers.create')}
        onSubmit={async (input) => {
          await create.mutateAsync(input)
          toast(t('timers.created'), 'success')
          await navigate({ to: '/timers', replace: true })
        }}
      />
    </>
  )
}
