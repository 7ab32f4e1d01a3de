import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { toast } from '../../ui/toast'
import { profileKeys } from '../profiles/queries'
import { meQueryOptions } from '../session/me-query'

/**
 * After any sign-in (password, mailed code, mailed link): load who it is, greet them by name,
 * and go on to `href` in place of the page that signed them in.
 */
export function useWelcome(): (href: string) => Promise<void> {
  const { t } = useTranslation()
  const router = useRouter()
  const queryClient = useQueryClient()
  return async (href) => {
    // A load of who is signed in that began before the session did (a link opened on a fresh page)
    // would answer "nobody", and a refetch would only join it: drop it first.
    await queryClient.cancelQueries({ queryKey: profileKeys.me() })
    await queryClient.invalidateQueries({ queryKey: profileKeys.all })
    const me = await queryClient.fetchQuery(meQueryOptions)
    const name = me?.name ?? ''
    // The very first sign-in is a welcome; every later one a welcome back.
    toast(me?.isReturning ? t('home.welcome-back', { name }) : t('auth.welcome', { name }), 'success')
    await router.navigate({ href, replace: true })
  }
}
