import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Email, OtpCode, Password } from '../../../../shared/accounts'
import type { BanNotice } from '../../../../shared/appeals'
import { ApiError } from '../../../lib/api'
import { useFormSubmit } from '../../../lib/form'
import { Field, PasswordField } from '../../../ui/Field'
import { FormAlert } from '../../../ui/FormAlert'
import { toast } from '../../../ui/toast'
import { authApi, type CodeType } from '../auth-api'
import { DevOutboxHint } from './DevOutboxHint'

interface CodeStepProps {
  type: CodeType
  email: string
  /** The code is already on its way (after sign-up, or a sign-in that needs confirming). */
  isCodeSent?: boolean
  onDone(): void
  onBack(): void
  /** The account is banned: the form says so (the page's own banner then steps aside). */
  onBanned?(ban: BanNotice | undefined): void
}

/** Ask for a mailed 6-digit code (and, to reset a password, the new one) and use it. */
export function CodeStep({
  type,
  email: initialEmail,
  isCodeSent = false,
  onDone,
  onBack,
  onBanned,
}: CodeStepProps) {
  const { t } = useTranslation()
  const [email, setEmail] = useState(initialEmail)
  const [isSent, setSent] = useState(isCodeSent)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const isReset = type === 'forget-password'
  // Once the code is on its way, the focus waits in its field (it was left on the page's body
  // after the sign-up form that sent it went away).
  const codeField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (isSent) codeField.current?.focus()
  }, [isSent])

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'USER_BANNED') onBanned?.(error.ban)
    return false
  }
  const send = useFormSubmit(
    z.object({ email: Email }),
    async (input) => {
      await authApi.sendCode(input.email, type)
      setSent(true)
      toast(t('auth.code-sent', { email: input.email }), 'success')
    },
    { onError },
  )
  const verify = useFormSubmit(
    isReset
      ? z.object({ otp: OtpCode, password: Password })
      : z.object({ otp: OtpCode, password: z.string() }),
    async ({ otp }) => {
      if (type === 'email-verification') await authApi.verifyEmail(email, otp)
      else if (type === 'sign-in') await authApi.signInWithCode(email, otp)
      else await authApi.resetPassword(email, otp, password)
      onDone()
    },
    { onError },
  )
  const errors = { ...send.errors, ...verify.errors }
  const isBusy = send.isBusy || verify.isBusy

  const handleSend = (event?: FormEvent) => {
    event?.preventDefault()
    void send.submit({ email })
  }

  const handleVerify = (event: FormEvent) => {
    event.preventDefault()
    void verify.submit({ otp: code, password })
  }

  if (!isSent) {
    return (
      <form onSubmit={handleSend} onChange={send.handleChange} noValidate className="flex flex-col gap-1">
        <Field
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormAlert form={send} />
        <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
          {t('auth.send-code')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm mt-1" onClick={onBack}>
          {t('auth.back-to-sign-in')}
        </button>
      </form>
    )
  }
  return (
    <form onSubmit={handleVerify} onChange={verify.handleChange} noValidate className="flex flex-col gap-1">
      <p className="text-sm">{t('auth.code-sent', { email })}</p>
      <DevOutboxHint />
      <Field
        ref={codeField}
        label={t('auth.code')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="tracking-[0.5em] text-lg"
        value={code}
        error={errors.otp}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      {isReset && (
        <PasswordField
          isNew
          label={t('auth.new-password')}
          name="password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      {/* "Send a new code" below is the send step's submit: its failure shows here too. */}
      <FormAlert form={verify} />
      <FormAlert form={send} />
      <button type="submit" className="btn btn-primary mt-3" disabled={isBusy}>
        {isReset ? t('auth.save-password') : t('auth.verify')}
      </button>
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <button type="button" className="link link-hover" onClick={() => handleSend()} disabled={isBusy}>
          {t('auth.resend')}
        </button>
        <button type="button" className="link link-hover" onClick={onBack}>
          {t('auth.back-to-sign-in')}
        </button>
      </div>
    </form>
  )
}
