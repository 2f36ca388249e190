/**
 * What `npm test` runs (run.mjs), two steps at a time: CI has 2 cores, and each browser run already
 * keeps two Chromium pages busy, so a third step would only slow the others. The order is the
 * priority: the build starts first because the browser tests wait for it and are the longest step;
 * type check and lint beside it fail a broken change within a minute; the unit tests, the recipe
 * apps and the other two browser runs fill the second slot while `test:e2e` runs.
 */

/** @typedef {import('./runSteps.mjs').Step} Step */

/**
 * Playwright empties its output folder when a run starts: two runs at once keep theirs apart.
 * @param {string} name
 * @returns {Record<string, string>}
 */
function playwrightFolders(name) {
  return {E2E_OUTPUT_DIR: `test-results/${name}`, E2E_REPORT_DIR: `playwright-report/${name}`};
}

/** @type {Step[]} */
export const PLAN = [
  {name: 'build', command: 'npm run build', env: {DOCS_FIXTURES: '1'}},
  {name: 'typecheck', command: 'npm run typecheck'},
  {name: 'lint', command: 'npm run lint'},
  // One worker: the other slot is always busy (build, then the browser tests).
  {name: 'test:unit', command: 'npm run test:unit -- --maxWorkers=1'},
  {name: 'test:e2e', command: 'npm run test:e2e', after: ['build'], port: true, env: playwrightFolders('node')},
  {name: 'test:recipes', command: 'npm run test:recipes', port: true},
  // After the build: a Docusaurus build writes the shared .docusaurus/ folder.
  {
    name: 'test:e2e:subpath',
    command: 'npm run test:e2e:subpath',
    after: ['build'],
    port: true,
    env: playwrightFolders('subpath'),
  },
  {
    name: 'test:e2e:nginx',
    command: 'npm run test:e2e:nginx',
    after: ['build'],
    port: true,
    env: playwrightFolders('nginx'),
  },
];

/** Steps at once. */
export const CONCURRENCY = 2;
