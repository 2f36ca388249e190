/** The site's timing constants the byte measurement waits by, read from src/constants.ts so the bench keeps in step. */
import fs from 'node:fs';

/**
 * A number the site exports from src/constants.ts.
 * @param {string} name
 */
function siteConstant(name) {
  const source = fs.readFileSync(new URL('../../../../src/constants.ts', import.meta.url), 'utf8');
  const match = new RegExp(`export const ${name} = ([0-9_]+);`).exec(source);
  if (!match) {
    throw new Error(`bench: ${name} is no longer a plain number in src/constants.ts`);
  }
  return Number(match[1].replaceAll('_', ''));
}

/**
 * With previews on screen, the engine starts by itself only once the page has
 * gone this long without a long task, then at an idle moment (that long at most).
 */
export const ENGINE_SETTLED_MS = siteConstant('ENGINE_QUIET_START_MS') + siteConstant('ENGINE_IDLE_START_TIMEOUT_MS');

/** A chart this close below the viewport loads the engine as soon as the engine may start. */
export const CHART_PRELOAD_MARGIN_PX = siteConstant('CHART_PRELOAD_MARGIN_PX');
