import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// One route configuration for the Vite plugin and for `tsr generate` (run before tsc).
const tsr = JSON.parse(readFileSync('tsr.config.json', 'utf8'))
const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

const APP_ENTRY = resolve(import.meta.dirname, 'src/web/app.tsx')
type ModuleInfoOf = (id: string) => { importedIds: string[] } | null
const zodImporters = new Map<string, boolean>()

/** Whether a module imports zod, directly or through its own imports (a form, its validation). */
function importsZod(id: string, infoOf: ModuleInfoOf): boolean {
  const known = zodImporters.get(id)
  if (known !== undefined) return known
  zodImporters.set(id, false) // an import cycle ends here
  const result =
    /node_modules[\\/]zod[\\/]/.test(id) ||
    (infoOf(id)?.importedIds ?? []).some((next) => importsZod(next, infoOf))
  zodImporters.set(id, result)
  return result
}

/**
 * The chunks loaded before any lazy chunk can be: the page entry's and the app's static imports
 * (React, the core, the runtime), found once the bundle is known; and the page entry's own
 * (main.tsx's), which start the app and so must still name its chunks.
 */
const alwaysLoaded = new Set<string>()
const beforeTheApp = new Set<string>()

function findAlwaysLoaded(): Plugin {
  return {
    name: 'pointbook:always-loaded',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const closure = (file: string, into: Set<string>) => {
        const chunk = bundle[file]
        if (chunk?.type !== 'chunk' || into.has(file)) return
        into.add(file)
        for (const next of chunk.imports) closure(next, into)
      }
      alwaysLoaded.clear()
      beforeTheApp.clear()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        closure(chunk.fileName, alwaysLoaded)
        if (chunk.facadeModuleId !== APP_ENTRY) closure(chunk.fileName, beforeTheApp)
      }
    },
  }
}

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
    findAlwaysLoaded(),
  ],
  resolve: {
    alias: [
      // The router's store hook (@tanstack/react-store) imports the shim of `useSyncExternalStore`
      // for React before 18, which on React 19 hands back React's own hook: the same selector
      // hook without the shim, and the first visit without its copy of the hook (issue 45).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Each dynamic import lists the chunks to preload with it (`__vite__mapDeps`). Those every
    // page has already run (above) only cost bytes there — in the core chunk, 51 imports named
    // the vendor chunk, the runtime and the preload helper — and preloading them again does nothing.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        beforeTheApp.has(hostId) ? deps : deps.filter((dep) => !alwaysLoaded.has(dep)),
    },
    rolldownOptions: {
      // app.tsx is an entry of its own: main.tsx starts it after the first paint (decision 018),
      // and as an entry its static imports are `$initial`, grouped below like the page's own.
      input: {
        index: resolve(import.meta.dirname, 'src/web/index.html'),
        app: APP_ENTRY,
        frame: resolve(import.meta.dirname, 'src/web/frame.css'),
      },
      output: {
        codeSplitting: {
          groups: [
            // What every first visit runs, in two chunks rather than one per shared module: the
            // libraries (React, the router and query client, i18next, the Hono client) and the
            // app's own core (the route table and loaders, the API client, stores, icons).
            // `$initial` is every module an entry (index.html, app.tsx) imports statically,
            // directly or through others, so lazy pages and their libraries (Markdown, PDF) stay
            // lazy. Left to itself the bundler split the
            // route table into ~40 chunks of 1–2 KB: 40 requests on a slow phone link (decision 018).
            // Vite's helper for dynamic imports, which main.tsx needs too: on its own, so starting
            // main.tsx does not run the core chunk (and React with it) before the first paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Not main.tsx and what it imports (the page, the styles): it must run, and let the
            // first frame paint, before the rest.
            {
              name: 'core',
              test: /src[\\/](?!web[\\/](main\.tsx|index\.html|styles\.css|frame\.css))/,
              tags: ['$initial'],
            },
            // The small modules lazy pages share (components, hooks, icons, query helpers) as one
            // chunk, instead of a dozen 1–2 KB ones a page: a page asks for its own chunk and this.
            // Large shared modules (the Markdown renderer) keep their own chunks, and forms stay out:
            // with them every page would download and run zod, forms or not.
            {
              name: (id, ctx) => (importsZod(id, (next) => ctx.getModuleInfo(next)) ? null : 'shared'),
              debugName: 'shared',
              test: /src[\\/]|node_modules[\\/]/,
              minShareCount: 2,
              maxModuleSize: 8_000,
              includeDependenciesRecursively: false,
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
