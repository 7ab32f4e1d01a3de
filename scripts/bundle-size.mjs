// `npm run size`: the JavaScript a first visit downloads before the app can render — the entry
// chunk and everything it imports statically, the app it starts after the first paint (its
// dynamic import, which the server names as modulepreload) with everything that imports, plus
// the English catalog chunk (loaded before the first render) — gzip-compressed, from the last
// `npm run build`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const root = 'dist/web'
const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8'))
const entryKey = Object.keys(manifest).find((key) => key === 'index.html')
if (!entryKey) throw new Error('no entry in the Vite manifest: run `npm run build` first')

const files = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
visit(entryKey)
for (const started of manifest[entryKey].dynamicImports ?? []) visit(started)
const catalog = Object.keys(manifest).find((key) => key.endsWith('i18n/en.json'))
if (catalog) visit(catalog)

const gzip = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length
const rows = [...files].map((file) => ({ file, bytes: gzip(file) })).sort((a, b) => b.bytes - a.bytes)
const total = rows.reduce((sum, row) => sum + row.bytes, 0)
const css = (manifest[entryKey].css ?? []).reduce((sum, file) => sum + gzip(file), 0)
for (const row of rows) console.log(`${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.file}`)
console.log(
  `initial JS (gzip): ${(total / 1024).toFixed(1)} KB (${total.toLocaleString('en')} B) in ${rows.length} files; CSS (gzip): ${(css / 1024).toFixed(1)} KB`,
)

// `--budget 170` fails the run above 170 KB: CI keeps the first load small.
const budgetIndex = process.argv.indexOf('--budget')
const budget = budgetIndex >= 0 ? Number(process.argv[budgetIndex + 1]) : Number.NaN
if (Number.isFinite(budget) && total / 1024 > budget) {
  console.error(`over the budget of ${budget} KB (${(budget * 1024).toLocaleString('en')} B)`)
  process.exit(1)
}

// A development React build (jsxDEV, dev warnings) must never be what visitors download, even
// when the build ran with NODE_ENV=development set (as `npm start` in a dev shell does).
const development = [...files].filter((file) =>
  /\bjsxDEV\b|react-jsx-dev-runtime/.test(readFileSync(join(root, file), 'utf8')),
)
if (development.length > 0) {
  console.error(`a development build: ${development.join(', ')}`)
  process.exit(1)
}
