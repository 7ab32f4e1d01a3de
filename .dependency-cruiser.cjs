/** Import rules of issue 43, checked by `npm run check` (decision 020). */
const INFRA = '^src/server/(http|lib|db|jobs|mail|storage|policy|realtime|events|records)/'
const EFFECTS = '^src/server/features/(notifications/notify|search/documents|badges/badges)\\.ts$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No file reaches itself through its imports (server and web). A cycle through a lazy import() is no load-order cycle: the web shell loads its native half that way.',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'infra-knows-no-feature',
      severity: 'error',
      comment:
        "Infrastructure (the server's http, lib, db, jobs, mail, storage, policy, realtime, events, and the core records; the web's lib) imports no feature: what it needs is handed in. Its tests may build features' data to exercise it.",
      from: { path: [INFRA, '^src/web/lib/'], pathNot: '\\.test\\.tsx?$' },
      to: { path: 'features/' },
    },
    {
      name: 'causes-do-not-import-effects',
      severity: 'error',
      comment:
        'Only notifications, search and badges import notify, the search indexer and awardBadges; a cause emits an event instead.',
      from: {
        path: '^src/server/features/',
        pathNot: '^src/server/features/(notifications|search|badges)/',
      },
      to: { path: EFFECTS },
    },
    {
      name: 'no-foreign-table',
      severity: 'error',
      comment:
        "A feature never imports another feature's table file; the core records everything else is about (books, points, posts and how a person is summed up) live below every feature, in src/server/records (decision 031).",
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/[^/]+/[^/]+\\.table\\.ts$', pathNot: '^src/server/features/$1/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations/', 'routeTree\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
