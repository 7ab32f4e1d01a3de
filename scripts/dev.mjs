// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload,
// which proxies /api to it. Open the URL Vite prints (http://localhost:5173 by default).
import { spawn } from 'node:child_process'

const apiPort = process.env.PORT ?? '3000'
const vitePort = process.env.VITE_PORT ?? '5173'
// Mailed links and OAuth callbacks should open the page Vite serves.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`
const children = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', '--import', 'tsx', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: apiPort,
        PUBLIC_URL: publicUrl,
        TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, publicUrl].filter(Boolean).join(','),
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web',
      },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_PORT: vitePort, API_URL: `http://localhost:${apiPort}` },
  }),
]

const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
}
