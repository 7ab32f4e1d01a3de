// The entry: the styles (in the built page the stylesheet comes after the frame, which paints with
// the styles written into the HTML; this module runs only once the stylesheet is in), then the app
// once that frame is on screen (decision 018). The app's code is already downloading — the server
// names it as modulepreload in the HTML — but running it (~400 KB of React, the router, i18next)
// before the first paint would hold the frame back until all of it has run, which on a repeat
// visit, with everything cached, is the whole wait.
import './styles.css'

await new Promise<void>((resolve) => {
  // A page opened in the background paints nothing until it is shown: start at once.
  if (document.visibilityState === 'hidden') return resolve()
  // The first contentful paint is reported once the frame is on screen (it always has text: the
  // app's name); if the report never comes, the app starts after a second anyway.
  setTimeout(resolve, 1000)
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(() => setTimeout(resolve))
  }
})
await import('./app')
