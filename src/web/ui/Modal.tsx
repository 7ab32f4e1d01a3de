import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A modal dialog element, shown while `isOpen` (from the bottom on phones). Escape asks
 * `onClose` instead of closing it behind the app's back. Where the dialog element has no modal
 * mode (old WebViews, jsdom), the open attribute still shows it.
 */
export function Modal({
  isOpen,
  labelledBy,
  onClose,
  layer = 'z-[1100]',
  children,
}: {
  isOpen: boolean
  labelledBy: string
  onClose(): void
  /** Its stacking: the Hint dialog stays above anything that opens it. */
  layer?: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Closing a modal dialog hands the focus back to what had it; one taken out of the page while
  // open (its host unmounts it, as the report dialog's does) would leave it on the page's body.
  // Declared first, so it sees the focus before `showModal` moves it into the dialog.
  useEffect(() => {
    if (!isOpen) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => {
      const isLost = !document.activeElement || document.activeElement === document.body
      if (isLost && opener?.isConnected) opener.focus()
    }
  }, [isOpen])
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
  }, [isOpen])
  return (
    <dialog
      ref={dialog}
      className={`modal modal-bottom sm:modal-middle ${layer}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {children}
    </dialog>
  )
}
