import { type RefObject, useEffect } from 'react'

/**
 * Shows a `<dialog>` as a modal while `isOpen`. Where <dialog> has no modal mode (old WebViews,
 * jsdom), the open attribute still shows it.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    if (!isOpen && element.open) {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
    }
  }, [dialog, isOpen])
}
