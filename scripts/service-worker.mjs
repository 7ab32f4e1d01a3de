// Writes dist/web/sw.js: the service worker (src/web/service-worker/sw.js) with its precache list
// — every built asset but source maps, precompressed twins and the older font formats (every
// browser with service workers reads woff2), with the icons and the manifest — and
// a version that changes whenever one of them does.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = process.argv[2] ?? 'dist/web'
const SKIP = /\.(map|br|gz|woff|ttf)$|^(index\.html|sw\.js|robots\.txt)$|^\.vite\//

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

const precache = []
const hash = createHash('sha256')
for (const path of files(root)) {
  const name = relative(root, path).split('\\').join('/')
  if (SKIP.test(name)) continue
  precache.push(`/${name}`)
  hash.update(name).update(readFileSync(path))
}
precache.sort()
hash.update(readFileSync(join(root, 'index.html')))
const source = readFileSync('src/web/service-worker/sw.js', 'utf8')
const version = hash.digest('hex').slice(0, 12)
writeFileSync(
  join(root, 'sw.js'),
  `self.__PRECACHE__ = ${JSON.stringify(precache)}\nself.__VERSION__ = ${JSON.stringify(version)}\n${source}`,
)
console.log(`sw.js: ${precache.length} files precached, version ${version}`)
