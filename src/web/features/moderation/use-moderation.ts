import { useTranslation } from 'react-i18next'
import { MODERATION_NOTE_MAX } from '../../../shared/moderation-constants'
import { confirmWithNote } from '../../ui/confirm'
import { toast } from '../../ui/toast'
import { type ModerationAction, useModerate } from './mutations'

/**
 * Runs an admin action after the Hint dialog asked for it (with an optional note to the people
 * involved), then says it is done. True when it was done.
 */
export function useModerationAction() {
  const { t } = useTranslation()
  const moderate = useModerate()
  const act = async (action: ModerationAction, question: string): Promise<boolean> => {
    const note = await confirmWithNote(question, t('admin.note-label'), MODERATION_NOTE_MAX)
    if (note === null) return false
    await moderate.mutateAsync({ action, note })
    toast(t(`admin.done.${action.kind}`), 'success')
    return true
  }
  return { act, isPending: moderate.isPending }
}
