import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// One route configuration for the Vite plugin and for `tsr generate` (run before tsc).
const tsr = JSON.parse(readFileSync('tsr.config.json', 'utf8'))
const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      ...tsr,
      routesDirectory: resolve(tsr.routesDirectory),
      generatedRouteTree: resolve(tsr.generatedRouteTree),
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router and query client, i18next) as one
        // chunk: left to themselves they split into a dozen small shared chunks, each one more
        // request and more import glue on the first visit.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|hono)[\\/]/,
            },
            // The app's own core every page reaches (the API client, the platform, i18n, the
            // session, the shell's stores, the shared constants) as one chunk: lazy code that
            // imports only part of it (the native shell, /app) would otherwise split it, and a
            // dozen tiny chunks cost more than one (decisions 017, 018). Only modules every first
            // visit loads anyway belong here.
            {
              name: 'api',
              test: /src[\\/](web[\\/](lib[\\/](api|http|store|online|paged|not-found|route-params|query-client|safe-path)|native[\\/](platform|preferences|app-state|local-notifications)|shell[\\/](toast|confirm|loading|page-title)|features[\\/]session[\\/](prompt|require-sign-in|session|stored-session)|i18n[\\/](i18n|locale))|shared[\\/](constants|params|avatar))\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})
