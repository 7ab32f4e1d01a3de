// Pointbook's service worker (decision 018). Built into dist/web/sw.js by
// scripts/service-worker.mjs, which fills in PRECACHE (the app shell and every built asset) and
// VERSION (a hash of them). It makes the app open offline after one visit; it never answers an
// API request (/api is always the network's: data is never stale or another person's).
/* global self, caches, fetch, URL, Response */
const PRECACHE = self.__PRECACHE__ ?? []
const VERSION = self.__VERSION__ ?? 'dev'
const CACHE = `pointbook-${VERSION}`
// The app shell: the page every address boots from when the network is gone.
const SHELL = '/'

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the page's prompt says to take over.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...PRECACHE])))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pointbook-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting()
})

/** Never from here: the API, the live stream, and what crawlers read. */
const isNetworkOnly = (url) =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/sitemap') || url.pathname === '/robots.txt'

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isNetworkOnly(url)) return
  if (request.mode === 'navigate') {
    // The page from the network (its own head and status); offline, the cached shell.
    event.respondWith(
      fetch(request).catch(() => caches.match(SHELL).then((shell) => shell ?? Response.error())),
    )
    return
  }
  // Built files are named by their content: the cached copy is the right one.
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/assets/')) {
            const copy = response.clone()
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)))
          }
          return response
        }),
    ),
  )
})
