import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../lib/store'
import { type ConfirmRequest, confirmStore } from './confirm'
import { Modal } from './Modal'
import { TextAreaField } from './TextAreaField'

export function ConfirmDialog() {
  const request = useStore(confirmStore)
  return (
    <Modal isOpen={request !== null} labelledBy="confirm-title" onClose={() => request?.resolve(false)}>
      {/* A new question is a new box: its note starts empty. */}
      {request && <ConfirmBox key={request.id} request={request} />}
    </Modal>
  )
}

function ConfirmBox({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation()
  const [note, setNote] = useState('')
  return (
    <div className="modal-box">
      <h2 id="confirm-title" className="text-lg font-bold">
        {t('common.hint')}
      </h2>
      <p className="py-4 break-words">{request.message}</p>
      {request.noteLabel && (
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
        <button type="button" className="btn" onClick={() => request.resolve(false)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => request.resolve(true, note.trim())}>
          {t('common.confirm')}
        </button>
      </div>
    </div>
  )
}
