import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

interface MenuButtonOptions {
  /**
   * A field the menu's panel holds beside its items (a new name to type): Tab from the items goes
   * on to it instead of closing the menu, and a menu without items opens on it.
   */
  field?: RefObject<HTMLElement | null>
}

/**
 * The WAI-ARIA menu button, for ActionsMenu and any other menu that opens from a button: spread
 * `root` on the element holding both (a daisyUI `.dropdown`, with `dropdown-open` or
 * `dropdown-close` as `isOpen` says), `button` on the button, `menu` on the list of items (role
 * menu, whose items spread `menuItem`) and give `panelId` to the element that opens.
 * Activating the button (click, Enter, Space) or ArrowDown opens it on its first item, ArrowUp on
 * its last; ArrowUp/ArrowDown (round), Home and End move between items; Escape closes it with the
 * focus back on the button; Tab closes it and goes on from the button (or into `field`); a click
 * or the focus anywhere else closes it (another menu's button included). Choosing an item closes
 * it with the focus back on the button before the item acts, so a dialog the item opens hands
 * the focus back to the button when it closes.
 */
export function useMenuButton({ field }: MenuButtonOptions = {}) {
  const [isOpen, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  /** Which item takes the focus once the menu has opened. */
  const focusOnOpen = useRef<'first' | 'last'>('first')
  const id = useId()
  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const focusItem = (index: number) => {
    const all = items()
    if (all.length === 0) field?.current?.focus()
    else all.at(index % all.length)?.focus()
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusItem reads refs only; it runs as the menu opens
  useEffect(() => {
    if (isOpen) focusItem(focusOnOpen.current === 'first' ? 0 : -1)
  }, [isOpen])
  // A press anywhere else closes it, also where it takes no focus (Safari's buttons, plain text).
  useEffect(() => {
    if (!isOpen) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside, true)
    return () => document.removeEventListener('pointerdown', closeOutside, true)
  }, [isOpen])

  const open = (at: 'first' | 'last') => {
    focusOnOpen.current = at
    if (isOpen) focusItem(at === 'first' ? 0 : -1)
    else setOpen(true)
  }
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
  }
  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    open(event.key === 'ArrowDown' ? 'first' : 'last')
  }
  const handleMenuKey = (event: KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at <= 0 ? all.length - 1 : at - 1,
      Home: 0,
      End: all.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      focusItem(moves[event.key] as number)
    } else if (event.key === 'Tab' && !event.shiftKey && field?.current) {
      event.preventDefault()
      field.current.focus()
    } else if (event.key === 'Tab') {
      // From the button, the browser's own Tab goes on to what follows the menu (or precedes it).
      setOpen(false)
      button.current?.focus()
    }
  }
  return {
    isOpen,
    /** Closes it with the focus back on its button (a field's own choice made). */
    close: closeToButton,
    panelId: `${id}-menu`,
    root: {
      ref: root,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !isOpen) return
        event.stopPropagation()
        closeToButton()
      },
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      },
    },
    button: {
      ref: button,
      id: `${id}-button`,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      'aria-controls': `${id}-menu`,
      onClick: () => (isOpen ? setOpen(false) : open('first')),
      onKeyDown: handleButtonKey,
    },
    menu: {
      ref: list,
      role: 'menu',
      'aria-labelledby': `${id}-button`,
      onClickCapture: closeToButton,
      onKeyDown: handleMenuKey,
    },
  } as const
}
