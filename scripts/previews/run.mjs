/**
 * Entry of `npm run previews`. The previews code is TypeScript shared with
 * the chart-docs plugin (manifest, hashes, checks); sucrase (already a site
 * dependency) compiles it on the fly, as it compiles edited demo code.
 */
import {createRequire} from 'node:module';
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';

const require = createRequire(import.meta.url);
// Modern syntax kept as is: functions passed to the page run in Chromium as written, without sucrase's helpers.
require('sucrase/dist/register').addHook('.ts', {transforms: ['imports', 'typescript'], disableESTransforms: true});
const {makePreviews} = require('./makePreviews.ts');

try {
  await makePreviews({executablePath: CHROME_PATH, args: CHROME_FLAGS});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
