// Runs before the first paint so an explicit theme choice never flashes the system theme.
;(() => {
  try {
    const theme = localStorage.getItem('theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme)
  } catch (_) {}
})()

// The first page's API answers, asked for now instead of after the app's JavaScript has loaded:
// the server lists them in #early-api for the page it sent (decision 018); the app's HTTP client
// takes each one once (src/web/lib/early-answers.ts). A failed request is null, never an error.
;(() => {
  try {
    const list = document.getElementById('early-api')
    if (!list) return
    const paths = JSON.parse(list.textContent || '[]')
    window.__pointbookEarly = new Map(
      paths.map((path) => [
        path,
        fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(
          () => null,
        ),
      ]),
    )
  } catch (_) {}
})()

// The frame in index.html stands in for the app until React's first render replaces it. If the
// app's code cannot be downloaded (no network, a failed deploy) it says so with a way to retry,
// and if starting takes unusually long it says that, instead of a skeleton shimmering forever.
;(() => {
  const texts = {
    en: [
      'Pointbook could not load. Check your connection and try again.',
      'Still loading — the connection is slow.',
      'Reload',
    ],
    zh: ['Pointbook 无法加载。请检查网络连接后重试。', '仍在加载，网络连接较慢。', '重新加载'],
    ja: [
      'Pointbook を読み込めませんでした。接続を確認してもう一度お試しください。',
      '読み込み中です。接続が遅いようです。',
      '再読み込み',
    ],
  }
  const language = () => {
    const saved = /(?:^|;\s*)locale=(en|zh|ja)\b/.exec(document.cookie)
    if (saved) return saved[1]
    for (const tag of navigator.languages || [navigator.language || 'en']) {
      const base = String(tag).toLowerCase().split('-')[0]
      if (base in texts) return base
    }
    return 'en'
  }
  const say = (index) => {
    const shell = document.getElementById('boot-shell')
    const main = shell?.querySelector('main')
    if (!shell || !main) return
    const [failed, slow, reload] = texts[language()]
    shell.removeAttribute('aria-busy')
    main.removeAttribute('aria-hidden')
    main.replaceChildren()
    const box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.className = 'alert mt-8 flex-wrap'
    const text = document.createElement('span')
    text.textContent = index === 0 ? failed : slow
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'btn btn-sm btn-primary'
    button.textContent = reload
    button.addEventListener('click', () => location.reload())
    box.append(text, button)
    main.append(box)
  }
  window.addEventListener(
    'error',
    (event) => {
      const tag = event.target?.tagName
      if (tag === 'SCRIPT' || (tag === 'LINK' && event.target.rel === 'modulepreload')) say(0)
    },
    true,
  )
  setTimeout(() => say(1), 20_000)
})()
