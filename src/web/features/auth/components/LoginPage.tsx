import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BanNotice } from '../../../../shared/appeals'
import { onTabListKeyDown, tabStop } from '../../../lib/tab-keys'
import { usePageNameAs } from '../../../ui/page-title'
import type { CodeType } from '../auth-api'
import { useWelcome } from '../useWelcome'
import { CodeStep } from './CodeStep'
import { GoogleButton } from './GoogleButton'
import { ResetFromLink } from './ResetFromLink'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'

// Why the account was banned and its appeal form: loaded only when a sign-in is refused for a ban.
const BannedNotice = lazy(() => import('../../moderation/components/BannedNotice'))

type Mode =
  | { name: 'sign-in' }
  | { name: 'sign-up' }
  | { name: 'code'; type: CodeType; email: string; isSent: boolean }
  | { name: 'reset-link'; code: string }

interface LoginPageProps {
  redirect: string
  reset?: string | undefined
  startWithSignUp?: boolean | undefined
  isBanned?: boolean | undefined
  /** This page's session ended elsewhere (signed out of all devices, a new password). */
  wasSignedOut?: boolean | undefined
}

export function LoginPage({
  redirect,
  reset,
  startWithSignUp,
  isBanned = false,
  wasSignedOut = false,
}: LoginPageProps) {
  const { t } = useTranslation()
  const welcome = useWelcome()
  const initial: Mode = reset
    ? { name: 'reset-link', code: reset }
    : { name: startWithSignUp ? 'sign-up' : 'sign-in' }
  const [mode, setMode] = useState<Mode>(initial)
  // Shown once: a sign-in refused for the ban says it in the form's alert, in place of this.
  const [showsBanned, setShowsBanned] = useState(isBanned)
  // Said on the sign-in form itself, where the new password is typed, not in a passing toast.
  const [isPasswordChanged, setIsPasswordChanged] = useState(false)
  // The top bar and the page's heading name the tab on screen.
  usePageNameAs(mode.name === 'sign-up' ? 'sign-up' : null)
  const [ban, setBan] = useState<BanNotice | null>(null)
  const handleBanned = (notice: BanNotice | undefined) => {
    setShowsBanned(false)
    setBan(notice ?? null)
  }
  const signIn = () => setMode({ name: 'sign-in' })
  const code = (type: CodeType, email: string, isSent = false) =>
    setMode({ name: 'code', type, email, isSent })

  const handleSignedIn = () => welcome(redirect)

  const handlePasswordChanged = () => {
    setIsPasswordChanged(true)
    signIn()
  }

  const isTabbed = mode.name === 'sign-in' || mode.name === 'sign-up'
  return (
    <section className="mx-auto w-full max-w-md">
      <div className="card bg-base-100 shadow-sm ring-1 ring-base-300">
        <div className="card-body gap-3">
          {showsBanned && (
            <p role="alert" className="alert alert-error alert-soft" data-testid="banned-alert">
              {t('errors.user-banned')}
            </p>
          )}
          {wasSignedOut && !isBanned && (
            <p role="status" className="alert alert-info alert-soft" data-testid="signed-out-alert">
              {t('auth.signed-out-elsewhere')}
            </p>
          )}
          {isPasswordChanged && mode.name === 'sign-in' && (
            <p role="status" className="alert alert-success alert-soft" data-testid="password-changed">
              {t('auth.reset-done')}
            </p>
          )}
          {isTabbed && (
            <div
              role="tablist"
              onKeyDown={onTabListKeyDown}
              className="tabs tabs-box grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))]"
            >
              <button
                type="button"
                role="tab"
                aria-selected={mode.name === 'sign-in'}
                tabIndex={tabStop(mode.name === 'sign-in')}
                className={`tab ${mode.name === 'sign-in' ? 'tab-active' : ''}`}
                onClick={signIn}
              >
                {t('auth.sign-in')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={mode.name === 'sign-up'}
                tabIndex={tabStop(mode.name === 'sign-up')}
                className={`tab ${mode.name === 'sign-up' ? 'tab-active' : ''}`}
                onClick={() => setMode({ name: 'sign-up' })}
              >
                {t('auth.sign-up')}
              </button>
            </div>
          )}
          {mode.name === 'sign-in' && (
            <SignInForm
              onSignedIn={handleSignedIn}
              onNeedsVerification={(email) => code('email-verification', email, true)}
              onUseCode={(email) => code('sign-in', email)}
              onForgot={(email) => code('forget-password', email)}
              onBanned={handleBanned}
            />
          )}
          {mode.name === 'sign-up' && (
            <SignUpForm onSignedUp={(email) => code('email-verification', email, true)} />
          )}
          {mode.name === 'code' && (
            <CodeStep
              key={`${mode.type}-${mode.email}`}
              type={mode.type}
              email={mode.email}
              isCodeSent={mode.isSent}
              onDone={mode.type === 'forget-password' ? handlePasswordChanged : handleSignedIn}
              onBack={signIn}
              onBanned={handleBanned}
            />
          )}
          {mode.name === 'reset-link' && <ResetFromLink code={mode.code} onDone={handlePasswordChanged} />}
          {ban && (
            <Suspense fallback={null}>
              <BannedNotice ban={ban} />
            </Suspense>
          )}
          {isTabbed && <GoogleButton redirect={redirect} />}
        </div>
      </div>
    </section>
  )
}
