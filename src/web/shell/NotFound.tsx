import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** Deleted, banned, private or invalid content; also what a fatal render error shows. */
export function ContentNotFound({ canRetry = false }: { canRetry?: boolean }) {
  const { t } = useTranslation()
  const router = useRouter()
  return (
    <section className="hero min-h-[50vh]">
      <div className="hero-content flex-col text-center">
        <h1 className="text-3xl font-bold">{t('not-found.title')}</h1>
        <p className="text-base-content/70">{t('not-found.text')}</p>
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

/** A path that matches no route. */
export function PageNotFound() {
  const { t } = useTranslation()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <section className="hero min-h-[50vh]">
      <div className="hero-content flex-col text-center">
        <h1 className="text-3xl font-bold">{t('not-found.page')}</h1>
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

/** Loaders throw `notFound({ data: CONTENT })` for content; unmatched paths carry no data. */
export const CONTENT = { kind: 'content' } as const

export function NotFoundFallback({ data }: { data?: unknown }) {
  const isContent =
    typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'content'
  return isContent ? <ContentNotFound /> : <PageNotFound />
}

/**
 * What a route error shows: a failed load, which retrying may mend. An invalid address never
 * gets here: its route's `params` answer `notFound()` (see `lib/route-params.ts`).
 */
export function ErrorFallback(_props: { error: unknown }) {
  return <ContentNotFound canRetry />
}
