/**
 * Entry of `npm run demos:check`: draws demo files in Debian's Chromium
 * without building the site, so a demo can be tried in seconds while it is
 * written. The checker is TypeScript; sucrase (already a site dependency)
 * compiles it on the fly, as for `npm run previews`.
 */
import {createRequire} from 'node:module';
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';

const require = createRequire(import.meta.url);
require('sucrase/dist/register').addHook('.ts', {transforms: ['imports', 'typescript'], disableESTransforms: true});
const {runDemoCheck} = require('./runDemoCheck.ts');

try {
  process.exitCode = await runDemoCheck(process.argv.slice(2), {executablePath: CHROME_PATH, args: CHROME_FLAGS});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
