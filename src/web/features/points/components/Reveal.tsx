import { EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOnControl, isPageKey } from '../../../lib/page-keys'

/**
 * The hidden content of a point: a real disclosure button (aria-expanded, aria-controls) that
 * shows it and hides it again. Mounted per point, so the next point starts hidden. With
 * `hasHotkey` (the point page), Space anywhere on the page but in a field or on a control shows it.
 */
export function Reveal({ children, hasHotkey = false }: { children: ReactNode; hasHotkey?: boolean }) {
  const { t } = useTranslation()
  const id = useId()
  const [isOpen, setOpen] = useState(false)
  useEffect(() => {
    if (!hasHotkey || isOpen) return
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !isPageKey(event) || isOnControl(event)) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('keydown', handleKey)
    return () => document.removeEventListener('keydown', handleKey)
  }, [hasHotkey, isOpen])
  const Icon = isOpen ? EyeSlashIcon : EyeIcon
  return (
    <div className="rounded-box border border-dashed border-base-300">
      <button
        type="button"
        className={`btn btn-block ${isOpen ? 'btn-ghost' : 'btn-soft btn-primary'}`}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen(!isOpen)}
      >
        <Icon className="size-5" aria-hidden="true" />
        {isOpen ? t('points.hide') : t('points.reveal')}
      </button>
      <div id={id} hidden={!isOpen} className="p-4 pt-2">
        {children}
      </div>
    </div>
  )
}
