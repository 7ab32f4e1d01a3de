// The app itself, started by main.tsx once the frame in index.html is on screen.
import './lib/zod-jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { onCallFailed } from './call-failures'
import { realtimeLifecycle } from './features/notifications/realtime-lifecycle'
import { profileKeys } from './features/profiles/queries'
import { meQueryOptions } from './features/session/me-query'
import { setNavigate } from './features/session/prompt'
import { httpSession, onAuthChange, refreshIfNeeded, restoreSession } from './features/session/session'
import { initI18n } from './i18n/i18n'
import { focusPageAfterNavigation } from './layout/navigation-focus'
import { configureHttp, http } from './lib/api'
import { dropEarlyAnswers } from './lib/early-answers'
import { syncOnlineState } from './lib/online'
import { isNative } from './lib/platform'
import { createQueryClient } from './lib/query-client'
import { afterTask } from './lib/tasks'
import { prepareNativeShell, startNativeShell } from './native/platform'
import { createAppRouter } from './router'
import { keepFrame, releaseFrame } from './ui/FramePending'

// lib imports no feature: the session it sends with each request is handed in before any request.
configureHttp(httpSession)
const [i18n] = await Promise.all([initI18n(), prepareNativeShell().then(() => restoreSession(isNative()))])
// i18next's set-up, the router's (its route tree and history) and the first load are each a task
// of their own: run on, they were one of a first visit's long tasks (decision 018).
await afterTask()
syncOnlineState()
const queryClient = createQueryClient(onCallFailed)
const router = createAppRouter(queryClient)
await afterTask()
// Who is signed in, asked for now rather than when the top bar first renders: the app's first
// render is in the background (FirstRenderSliced), and the home page waits for this answer.
void queryClient.prefetchQuery(meQueryOptions)
// The early answers boot.js asked for are the first page's only (decision 018).
const stopDropping = router.subscribe('onResolved', () => {
  dropEarlyAnswers()
  releaseFrame()
  stopDropping()
})
focusPageAfterNavigation(router)
const navigate = (href: string) => void router.navigate({ href })
setNavigate(navigate)
// The native shell (nothing in a browser): its back button, the live stream paused with the app,
// a copied share link offered at start and on resume, deep links and device notifications.
void startNativeShell(router.history, realtimeLifecycle, navigate)

// Signing in or out changes what every page may show (stars, roles, private books): sign-out
// forgets all cached data and drafts, sign-in refetches it; a profile change refetches profiles only.
onAuthChange((event) => {
  // Nobody is signed in from this moment: the top bar, the tabs and the unread badge show a
  // visitor at once. Clearing the rest is deferred: a sign-out noticed inside a running query
  // must not cancel that very query.
  if (event === 'SIGNED_OUT') {
    queryClient.setQueryData(profileKeys.me(), null)
    setTimeout(() => queryClient.clear())
    // Drafts are this device's copy of a person's unsaved text: gone with the session. Loaded
    // here, not with every first visit (a visitor has none to clear).
    void import('./lib/drafts').then(
      ({ clearDrafts }) => clearDrafts(),
      () => undefined,
    )
  } else if (event === 'SIGNED_IN') void queryClient.invalidateQueries()
  else if (event === 'USER_UPDATED') void queryClient.invalidateQueries({ queryKey: profileKeys.all })
})
// Better Auth's session read, here rather than in `authApi`: that client (sign-in, sign-up, codes)
// is the login and settings pages', not every first visit's.
const getSession = () => http.fetch('/api/auth/get-session')
const refresh = () => void refreshIfNeeded(getSession).catch(() => undefined)
refresh()
setInterval(refresh, 60_000)
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') refresh()
})

// The installed web app: offline after one visit, and a prompt when a new version is ready.
// After the page's own loading (this module awaits above, so `load` may already be past).
if (import.meta.env.PROD && !isNative() && 'serviceWorker' in navigator) {
  const register = () =>
    import('./layout/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker not registered', error))
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// React's first commit clears #root; the frame comes back as the pending state (FramePending).
keepFrame(document.getElementById('boot-shell'))

// The first page's load starts before React's first render, so that render already has the
// matched routes (the app's top bar and tabs around the page's pending state) and its data requests
// are in flight. Left to RouterProvider, the load starts in an effect after the first commit and
// its state changes re-render the whole app in one long synchronous task right after it (decision
// 018: a point page's longest task, throttled as a mid-tier phone, 223–270 → 174–219 ms).
void router.load()
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
)
