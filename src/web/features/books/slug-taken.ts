import { ApiError, errorMessage } from '../../lib/api'
import type { FieldErrors } from '../../lib/form'
import { toast } from '../../shell/toast'

/** For `useFormSubmit`: a link someone else has marks the link field, not only a toast. */
export function reportSlugTaken(error: unknown, setErrors: (errors: FieldErrors) => void): boolean {
  if (!(error instanceof ApiError && error.code === 'SLUG_TAKEN')) return false
  setErrors({ slug: 'slug-taken' })
  toast(errorMessage(error), 'error')
  return true
}
