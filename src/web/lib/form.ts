import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { toFieldIssues } from '../../shared/validation'
import { toast } from '../shell/toast'
import { ApiError, errorMessage } from './api'

/** Field path → validation key (a key of the `validation` catalog section). */
export type FieldErrors = Record<string, string>

export function validate<T>(
  schema: ZodType<T>,
  values: unknown,
): { data: T; errors?: never } | { data?: never; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { data: result.data }
  return { errors: fieldErrors(toFieldIssues(result.error)) }
}

function fieldErrors(issues: { path: string; code: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.code
  return errors
}

/** The server's field details of a 400, in the same form as the client's own check. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.details.length === 0) return null
  return fieldErrors(error.details)
}

/** A failed form submit: the fields at fault are marked, and the reason is told in a toast. */
export function reportFormError(error: unknown, setErrors: (errors: FieldErrors) => void): void {
  const fields = serverFieldErrors(error)
  if (fields) setErrors(fields)
  toast(errorMessage(error), 'error')
}

/** Marks the fields a client-side check refused, with the spec's "Please check the form". */
export function reportInvalid(
  errors: FieldErrors,
  setErrors: (errors: FieldErrors) => void,
  message: string,
): void {
  setErrors(errors)
  toast(message, 'error')
}

/**
 * A form's submit: check the values with the shared schema (marking fields and saying "Please
 * check the form"), run the action, and report its failure on the fields and in a toast. An
 * `onError` that returns true has handled the failure itself.
 */
export function useFormSubmit<T>(
  schema: ZodType<T>,
  action: (data: T) => Promise<unknown>,
  onError?: (error: unknown, setErrors: (errors: FieldErrors) => void) => boolean,
) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isBusy, setBusy] = useState(false)
  const submit = async (values: unknown) => {
    const checked = validate(schema, values)
    if (checked.errors) return reportInvalid(checked.errors, setErrors, t('errors.validation-failed'))
    setErrors({})
    setBusy(true)
    try {
      await action(checked.data)
    } catch (error) {
      if (!onError?.(error, setErrors)) reportFormError(error, setErrors)
    } finally {
      setBusy(false)
    }
  }
  return { errors, setErrors, isBusy, submit }
}
