import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'
import { toFieldIssues } from '../../shared/validation'
import { ApiError, errorMessage } from './api'
import type { LeaveGuard } from './leave-guard'
import { useIsOnline } from './online'

/** Field path → validation key (a key of the `validation` catalog section). */
export type FieldErrors = Record<string, string>

function validate<T>(
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

/** Server errors about one input: the field they mark (when the form has it) and its message. */
const FIELD_OF_CODE: Partial<Record<string, { path: string; key: string }>> = {
  USERNAME_TAKEN: { path: 'username', key: 'username-taken' },
  INVALID_CODE: { path: 'otp', key: 'invalid-code' },
  CODE_EXPIRED: { path: 'otp', key: 'code-expired' },
  TOO_MANY_ATTEMPTS: { path: 'otp', key: 'too-many-attempts' },
}

/** A failed submit, split between the fields it marks and what only the form's alert can say. */
export interface FormFailure {
  fields: FieldErrors
  /** The error for the alert, or null when the fields say it all. */
  alert: unknown
}

export function describeFailure(error: unknown, fields: ReadonlySet<string>): FormFailure {
  if (!(error instanceof ApiError)) return { fields: {}, alert: error }
  const own = FIELD_OF_CODE[error.code]
  if (own && fields.has(own.path)) return { fields: { [own.path]: own.key }, alert: null }
  const marked: FieldErrors = {}
  for (const issue of error.details) {
    const path = fields.has(issue.path) ? issue.path : (issue.path.split('.')[0] ?? '')
    if (fields.has(path)) marked[path] ??= issue.code
  }
  return Object.keys(marked).length > 0 ? { fields: marked, alert: null } : { fields: {}, alert: error }
}

/** The top-level keys of an object schema, through defaults and pipes: the form's fields. */
export function fieldNamesOf(schema: ZodType): Set<string> {
  let current: unknown = schema
  for (let depth = 0; current && depth < 8; depth++) {
    const shape = (current as { shape?: unknown }).shape
    if (shape && typeof shape === 'object') return new Set(Object.keys(shape))
    const def = (current as { def?: { in?: unknown; innerType?: unknown } }).def
    current = def?.in ?? def?.innerType
  }
  return new Set()
}

export interface FormSubmitOptions {
  /** Returns true when it has handled the failure itself. */
  onError?: (error: unknown, setErrors: (errors: FieldErrors) => void) => boolean
  /** The form's leave guard (`useLeaveGuard`): off while the action runs, clean once it saved. */
  guard?: LeaveGuard
}

/**
 * A form's submit: check the values with the shared schema, run the action, and report a failure
 * where it belongs: on the fields it concerns (until they are edited, see `handleChange`), else in
 * the form's alert (`alert`, shown by `FormAlert` until the next submit); marked fields also give
 * the alert "Please check the form". Toasts are left to confirmations. An `onError` that returns
 * true has handled the failure itself. A write made offline waits for the network (`isWaiting`).
 */
export function useFormSubmit<T>(
  schema: ZodType<T>,
  action: (data: T) => Promise<unknown>,
  { onError, guard }: FormSubmitOptions = {},
) {
  const { t, i18n } = useTranslation()
  const isOnline = useIsOnline()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [isBusy, setBusy] = useState(false)
  // The form being submitted (its button or input has the focus), and a request to move the
  // focus to its first marked field once the marks are on screen.
  const formRef = useRef<HTMLFormElement | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const markFields = (marked: FieldErrors) => {
    setErrors(marked)
    if (Object.keys(marked).length > 0) setFocusRequest((count) => count + 1)
  }

  const submit = async (values: unknown) => {
    formRef.current =
      typeof document === 'undefined' ? null : (document.activeElement?.closest('form') ?? null)
    setAttempt((count) => count + 1)
    setFailure(null)
    const checked = validate(schema, values)
    if (checked.errors) return markFields(checked.errors)
    setErrors({})
    setBusy(true)
    guard?.beginSubmit()
    let isSaved = false
    try {
      await action(checked.data)
      isSaved = true
    } catch (error) {
      if (onError?.(error, setErrors)) return
      const { fields, alert } = describeFailure(error, fieldNamesOf(schema))
      markFields(fields)
      setFailure(alert === null ? null : { error: alert })
    } finally {
      guard?.endSubmit(isSaved)
      setBusy(false)
    }
  }

  /** For the form's `onChange`: an input that is edited loses its error. */
  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name
    if (typeof name !== 'string') return
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _edited, ...rest } = current
      return rest
    })
  }

  const alert = failure
    ? errorMessage(failure.error, i18n)
    : Object.keys(errors).length > 0
      ? t('errors.validation-failed')
      : null
  return {
    errors,
    setErrors,
    alert,
    /** Changes with every submit, so a repeated alert is announced again. */
    alertKey: attempt,
    isBusy,
    isWaiting: isBusy && !isOnline,
    submit,
    handleChange,
  }
}

export type FormState = ReturnType<typeof useFormSubmit>
