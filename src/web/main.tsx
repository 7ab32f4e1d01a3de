// The entry: the styles (render-blocking in index.html, so the frame there paints styled), then
// the app after that frame is on screen (decision 018). The app's code is already downloading —
// the server names it as modulepreload in the HTML — but running it (~400 KB of React, the
// router, i18next) before the first paint would hold the frame back until all of it has run,
// which on a repeat visit, with everything cached, is the whole wait.
import './styles.css'

await new Promise<void>((resolve) => {
  // A page opened in the background gets no animation frames until it is shown: start at once.
  if (document.visibilityState === 'hidden') return resolve()
  requestAnimationFrame(() => setTimeout(resolve))
})
await import('./app')
