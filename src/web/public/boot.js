// Runs before the first paint so an explicit theme choice never flashes the system theme.
;(() => {
  try {
    const theme = localStorage.getItem('theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme)
  } catch (_) {}
})()
