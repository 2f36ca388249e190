/**
 * Entry of `npm run since` (scripts/since/refreshSince.ts says what it does):
 * writes plugins/chart-docs/since.json. Run it after upgrading `@antv/g2plot`
 * or `@ant-design/plots`, or when a chart is added; the unit test
 * plugins/chart-docs/src/since/__tests__/sinceData.test.ts fails while the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadTypeScript} from '../lib/loadTypeScript.mjs';

const {refreshSince, SINCE_FILE, CACHE_DIR} = /** @type {typeof import('./refreshSince.ts')} */ (
  loadTypeScript(import.meta.url, './refreshSince.ts')
);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
try {
  const data = refreshSince(siteDir);
  fs.writeFileSync(path.join(siteDir, SINCE_FILE), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${SINCE_FILE} (tarballs kept in ${CACHE_DIR}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
