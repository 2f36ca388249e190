/** The site's timing constants the byte measurement waits by, read from the chart-docs plugin's client constants so the bench keeps in step. */
import fs from 'node:fs';

/**
 * A number plugins/chart-docs/src/client/constants.ts exports.
 * @param {string} name
 */
function siteConstant(name) {
  const source = fs.readFileSync(
    new URL('../../../../plugins/chart-docs/src/client/constants.ts', import.meta.url),
    'utf8',
  );
  const match = new RegExp(`export const ${name} = ([0-9_]+);`).exec(source);
  if (!match) {
    throw new Error(`bench: ${name} is no longer a plain number in plugins/chart-docs/src/client/constants.ts`);
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
