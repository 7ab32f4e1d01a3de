// Zod compiles fast parsers with `new Function`, which the CSP (`script-src 'self'`, no
// 'unsafe-eval') forbids: each probe logs a violation. Its global config is read when a schema is
// built, so this module is the entry's first import and sets it before any schema exists,
// without loading zod itself into the first page load.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }
