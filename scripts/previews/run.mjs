/**
 * Entry of `npm run previews`. The previews code is TypeScript shared with
 * the chart-docs plugin (manifest, hashes, checks), loaded as the build loads
 * the plugin (../lib/loadTypeScript.mjs).
 */
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';
import {loadTypeScript} from '../lib/loadTypeScript.mjs';

const {makePreviews} = /** @type {typeof import('./makePreviews.ts')} */ (
  loadTypeScript(import.meta.url, './makePreviews.ts')
);

try {
  await makePreviews({executablePath: CHROME_PATH, args: CHROME_FLAGS});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
