import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CONTENT, NO_ACCESS } from '../lib/not-found'
import { useMarkNotFound } from './page-title'

/** A page that cannot be shown, in the not-found pages' shape: what happened, and ways on. */
function Problem({ title, text, canRetry = false }: { title: string; text: string; canRetry?: boolean }) {
  const { t } = useTranslation()
  const router = useRouter()
  return (
    <section className="hero min-h-[50vh]">
      <div className="hero-content flex-col text-center">
        <h1 className="text-2xl font-bold text-balance [word-break:auto-phrase] sm:text-3xl">{title}</h1>
        <p className="text-base-content/70">{text}</p>
        <div className="flex gap-2">
          {canRetry && (
            <button type="button" className="btn" onClick={() => router.invalidate()}>
              {t('common.retry')}
            </button>
          )}
          <Link to="/" className="btn btn-primary">
            {t('common.go-home')}
          </Link>
        </div>
      </div>
    </section>
  )
}

/** Deleted, banned, private or invalid content. */
export function ContentNotFound() {
  const { t } = useTranslation()
  return <Problem title={t('not-found.title')} text={t('not-found.text')} />
}

/** Content the reader may see but not change, opened at a page for changing it. */
export function NoAccess() {
  const { t } = useTranslation()
  return <Problem title={t('not-found.no-access')} text={t('not-found.no-access-text')} />
}

/** A path that matches no route. */
export function PageNotFound() {
  const { t } = useTranslation()
  useMarkNotFound()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <section className="hero min-h-[50vh]">
      <div className="hero-content flex-col text-center">
        {/* A phone fits a Japanese or Chinese title on one line, and a longer one breaks between
            phrases (ページが / 見つかりません), never before its last character (issue 44). */}
        <h1 className="text-2xl font-bold text-balance [word-break:auto-phrase] sm:text-3xl">
          {t('not-found.page')}
        </h1>
        <p>
          <code className="break-all rounded bg-base-200 px-2 py-1">{path}</code>
        </p>
        <Link to="/" className="btn btn-primary">
          {t('common.go-home')}
        </Link>
      </div>
    </section>
  )
}

export function NotFoundFallback({ data }: { data?: unknown }) {
  const kind = typeof data === 'object' && data !== null ? (data as { kind?: unknown }).kind : undefined
  if (kind === NO_ACCESS.kind) {
    return <NoAccess />
  }
  return kind === CONTENT.kind ? <ContentNotFound /> : <PageNotFound />
}

/**
 * What a route error shows: a failed load (the network, the server), which retrying may mend —
 * never "deleted", which it does not know. An invalid address never gets here: its route's
 * `params` answer `notFound()` (see `lib/route-params.ts`).
 */
export function ErrorFallback(_props: { error: unknown }) {
  const { t } = useTranslation()
  return <Problem title={t('not-found.load-failed')} text={t('not-found.load-failed-text')} canRetry />
}
