/**
 * The one way a script runs TypeScript: jiti, the loader Docusaurus reads docusaurus.config.ts with
 * (`loadFreshModule` in @docusaurus/utils), and so every plugin's `src/` the config imports; the same
 * version, so a script runs the plugins' code as the build does. The files it loads are type-checked by
 * `tsc -p scripts` like the JSDoc scripts; a caller casts the result to `typeof import('<file>')` so the
 * calls across are checked too.
 */
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

/**
 * Loads a TypeScript module (and what it imports) relative to the calling script.
 * @param {string} callerUrl the caller's `import.meta.url`
 * @param {string} specifier `./file.ts`, or a folder with an `index.ts`
 * @returns {unknown} the module's exports; cast them to the module's type
 */
export function loadTypeScript(callerUrl, specifier) {
  return createJiti(fileURLToPath(callerUrl))(specifier);
}
