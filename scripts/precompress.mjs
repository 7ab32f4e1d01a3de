// Writes .br and .gz next to every compressible file of the web build; the server sends them
// as they are (serveStatic precompressed), so no asset is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? 'dist/web'
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || path.endsWith('index.html')) continue
  const content = readFileSync(path)
  if (content.length < 1024) continue
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }))
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}
