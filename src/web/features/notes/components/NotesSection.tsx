import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../session/me-query'
import { promptSignIn } from '../../session/prompt'

// The notes and their editor only for whoever is signed in: a visitor's point page does not
// download the form code (and its validation library) it cannot use (decision 018).
const PointNotes = lazy(() => import('./PointNotes').then((module) => ({ default: module.PointNotes })))

/** My private notes on a point: visitors are offered sign-in instead. */
export function NotesSection({ pointId }: { pointId: string }) {
  const { t } = useTranslation()
  const { data: me } = useMe()
  return (
    <section className="card bg-base-200" aria-labelledby="my-notes">
      <div className="card-body gap-3 p-4">
        <h2 id="my-notes" className="card-title text-base">
          {t('notes.title')}
        </h2>
        {!me ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-base-content/70">{t('notes.sign-in-hint')}</p>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => promptSignIn('note')}>
              {t('auth.sign-in')}
            </button>
          </div>
        ) : (
          <Suspense fallback={<div className="skeleton h-24 w-full" />}>
            <PointNotes pointId={pointId} />
          </Suspense>
        )}
      </div>
    </section>
  )
}
