import { useStore } from '../lib/store'
import { type ToastKind, toastStore } from './toast'

const ALERT_CLASS: Record<ToastKind, string> = {
  info: 'alert-info',
  success: 'alert-success',
  error: 'alert-error',
}

export function Toasts() {
  const items = useStore(toastStore)
  return (
    <div className="toast toast-top toast-center z-[1200] pointer-events-none" aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`alert ${ALERT_CLASS[item.kind]}`}
        >
          <span>{item.message}</span>
        </div>
      ))}
    </div>
  )
}
