/**
 * Entry of `npm run demos:check`: draws demo files in Debian's Chromium
 * without building the site, so a demo can be tried in seconds while it is
 * written. The checker is TypeScript, loaded as for `npm run previews`
 * (../lib/loadTypeScript.mjs).
 */
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';
import {loadTypeScript} from '../lib/loadTypeScript.mjs';

const {runDemoCheck} = /** @type {typeof import('./runDemoCheck.ts')} */ (
  loadTypeScript(import.meta.url, './runDemoCheck.ts')
);

try {
  process.exitCode = await runDemoCheck(process.argv.slice(2), {executablePath: CHROME_PATH, args: CHROME_FLAGS});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
