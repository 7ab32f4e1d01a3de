// `npm run lint:openapi`: writes the API's OpenAPI document (what GET /api/openapi.json answers)
// to dist/openapi.json and lints it with Redocly's recommended rules; any error fails (issue 19).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { openApiDocument } from '../src/server/app'

const out = 'dist/openapi.json'
mkdirSync('dist', { recursive: true })
writeFileSync(out, JSON.stringify(openApiDocument(), null, 2))
const lint = spawnSync('npx', ['redocly', 'lint', out, '--format=summary'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
})
process.exit(lint.status ?? 1)
