import type { FormState } from '../lib/form'

const SIZE = { xs: 'loading-xs', sm: 'loading-sm' } as const

/**
 * In a form's submit button while its write is on its way; not while the write waits for the
 * network (`FormAlert` says so then: nothing spins that is not moving).
 */
export function SubmitSpinner({
  form,
  size = 'sm',
}: {
  form: Pick<FormState, 'isBusy' | 'isWaiting'>
  size?: keyof typeof SIZE
}) {
  if (!form.isBusy || form.isWaiting) return null
  return <span className={`loading loading-spinner ${SIZE[size]}`} aria-hidden="true" />
}
