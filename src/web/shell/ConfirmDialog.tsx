import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store'
import { confirmStore } from './confirm'
import { TextAreaField } from './TextAreaField'
import { useModal } from './use-modal'

export function ConfirmDialog() {
  const { t } = useTranslation()
  const request = useStore(confirmStore)
  const dialog = useRef<HTMLDialogElement>(null)
  const [note, setNote] = useState('')

  useModal(dialog, request !== null)
  useEffect(() => {
    if (request) setNote('')
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
        <p className="py-4 break-words">{request?.message}</p>
        {request?.noteLabel && (
          <TextAreaField
            label={request.noteLabel}
            name="note"
            value={note}
            max={request.noteMax}
            maxLength={request.noteMax}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => request?.resolve(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => request?.resolve(true, note.trim())}
          >
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
