/**
 * Entry of `npm run translations -- status|stamp` (scripts/translations/runTranslations.ts says what each does):
 * the translation memory in i18n/zh-CN/memory/ against the current English.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadTypeScript} from '../lib/loadTypeScript.mjs';

const {runTranslations} = /** @type {typeof import('./runTranslations.ts')} */ (
  loadTypeScript(import.meta.url, './runTranslations.ts')
);

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
try {
  process.exitCode = await runTranslations(siteDir, process.argv.slice(2), (text) => console.log(text));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
