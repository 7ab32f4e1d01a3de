import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store'
import { confirmStore } from './confirm'

export function ConfirmDialog() {
  const { t } = useTranslation()
  const request = useStore(confirmStore)
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // Where <dialog> has no modal mode (old WebViews, jsdom), the open attribute still shows it.
    if (request && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    if (!request && element.open) {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
    }
  }, [request])

  return (
    <dialog
      ref={dialog}
      className="modal modal-bottom sm:modal-middle z-[1100]"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault()
        request?.resolve(false)
      }}
    >
      <div className="modal-box">
        <h2 id="confirm-title" className="text-lg font-bold">
          {t('common.hint')}
        </h2>
        <p className="py-4">{request?.message}</p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => request?.resolve(false)}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => request?.resolve(true)}>
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
