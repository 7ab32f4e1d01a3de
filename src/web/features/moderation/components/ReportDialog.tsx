import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportInput } from '../../../../shared/moderation'
import {
  REPORT_CONTENT_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '../../../../shared/moderation-constants'
import { useFormSubmit } from '../../../lib/form'
import { FormAlert } from '../../../ui/FormAlert'
import { Modal } from '../../../ui/Modal'
import { RadioGroup } from '../../../ui/RadioGroup'
import { SubmitSpinner } from '../../../ui/SubmitSpinner'
import { TextAreaField } from '../../../ui/TextAreaField'
import { toast } from '../../../ui/toast'
import { useReport } from '../mutations'
import type { ReportRequest } from '../report-store'

/**
 * The report form in a modal: a reason (optional) and what is wrong (required, and marked so from
 * the start), then a thank-you. A reason chosen while the box is empty, or still holds the last
 * reason's starting sentence, puts its own sentence there to finish or change (decision 028).
 */
export default function ReportDialog({ request, onClose }: { request: ReportRequest; onClose(): void }) {
  const { t } = useTranslation()
  const report = useReport()
  // No reason is picked in advance: one the reporter did not choose would misfile the report
  // (decision 013); sent without one, the server files it as `other`.
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [content, setContent] = useState('')
  /** The starting sentence the box holds untouched, if it holds one. */
  const starter = useRef(null as string | null)
  const form = useFormSubmit(ReportInput, async (input) => {
    const receipt = await report.mutateAsync(input)
    // One open report per person and target: a second one is added to the first (decision 013).
    toast(receipt.isNew ? t('moderation.thanks') : t('moderation.added'), 'success')
    onClose()
  })

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const target = { targetType: request.targetType, targetId: request.targetId }
    void form.submit({ ...target, ...(reason ? { reason } : {}), content })
  }
  const chooseReason = (next: ReportReason) => {
    setReason(next)
    if (content.trim() !== '' && content !== starter.current) return
    const sentence = t(`dialogs.report.starters.${next}`)
    starter.current = sentence
    setContent(sentence)
    // The box is no longer empty: "Please enter the report content" no longer applies.
    form.setErrors(({ content: _filled, ...rest }) => rest)
  }
  const { errors, isBusy } = form
  return (
    <Modal isOpen labelledBy="report-title" onClose={onClose} layer="z-[1050]">
      <form
        className="modal-box flex flex-col gap-1"
        onSubmit={handleSubmit}
        onChange={form.handleChange}
        noValidate
      >
        <h2 id="report-title" className="text-lg font-bold break-words">
          {t('moderation.report-heading', { name: request.name })}
        </h2>
        <RadioGroup<ReportReason>
          legend={t('moderation.reason')}
          name="reason"
          options={REPORT_REASONS.map((reason) => ({
            value: reason,
            label: t(`moderation.reasons.${reason}`),
          }))}
          value={reason}
          onChange={chooseReason}
        />
        <TextAreaField
          label={t('moderation.content')}
          name="content"
          rows={4}
          value={content}
          max={REPORT_CONTENT_MAX}
          error={errors.content}
          hint={t('dialogs.report.content-hint')}
          requiredMark={` ${t('dialogs.report.required')}`}
          onChange={(event) => setContent(event.target.value)}
        />
        <FormAlert form={form} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isBusy}>
            <SubmitSpinner form={form} />
            {t('moderation.send')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
