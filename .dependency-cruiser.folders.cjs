/**
 * Feature folders form no cycle (issue 43, decision 031): a lower feature never imports a higher
 * one, on the server and on the web. Folders, not files, so this run leaves the tests out: a test
 * may build any feature's data. Run by `npm run check` after the file rules.
 */
const files = require('./.dependency-cruiser.cjs')

module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment: 'No feature folder reaches itself through the folders it imports (tests aside).',
      scope: 'folder',
      from: { path: '^src/(server|web)/features/' },
      to: { circular: true },
    },
  ],
  options: {
    ...files.options,
    exclude: { path: [...files.options.exclude.path, '\\.test\\.tsx?$', '^src/(server|web)/test/'] },
  },
}
