import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { withLoading } from '../../../ui/loading'
import { toast } from '../../../ui/toast'
import { authApi } from '../auth-api'
import { useWelcome } from '../useWelcome'

/**
 * The mailed link (and the native deep link): exchange its code for a session behind the
 * loading overlay, then greet as a sign-in by code does and go home; on failure the toast
 * `Error` and the sign-in page.
 */
export function ConfirmPage({ code }: { code: string | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const welcome = useWelcome()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const exchange = async () => {
      try {
        if (!code) throw new Error('no code')
        await withLoading(authApi.confirmLink(code))
      } catch {
        toast(t('common.error'), 'error')
        await navigate({ to: '/login', replace: true })
        return
      }
      await welcome('/')
    }
    void exchange()
  }, [code, navigate, welcome, t])

  return <p className="py-12 text-center text-base-content/70">{t('common.loading')}</p>
}

/** The page of both confirm routes (`confirm-route.tsx`): the link's code from the address. */
export function ConfirmRoute() {
  const { code } = useSearch({ strict: false }) as { code?: string }
  // A second link opened while the page shows (a deep link) is a new exchange.
  return <ConfirmPage key={code} code={code} />
}
