import { ShareIcon } from '@heroicons/react/24/outline'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../ui/toast'
import { shareLink } from '../../books/share'

/** Copies the post's link (and opens the system share sheet where the browser has one). */
export function ShareButton({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation()
  const handleClick = async () => {
    const url = `${window.location.origin}/posts/${slug}`
    const result = await shareLink(url, title, () => toast(t('posts.link-copied'), 'success'))
    if (result === 'failed') toast(t('posts.share-failed'), 'error')
  }
  return (
    <button type="button" className="btn btn-sm btn-ghost" onClick={handleClick}>
      <ShareIcon className="size-5" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('posts.share')}</span>
    </button>
  )
}
