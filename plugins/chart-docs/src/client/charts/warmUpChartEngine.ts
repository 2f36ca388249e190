/**
 * The chart engine (G2Plot on G2 on the G canvas renderer) is one chunk of
 * ~900 KB of script. Requiring it from a demo runs all of its module code in a
 * single task, which blocked a throttled phone for ~400 ms. Requiring its
 * layers bottom-up, with a yield to the browser between them, runs the same
 * code in several shorter tasks, so input and paint get their turn. Every layer
 * lives in the one `chart-engine` chunk (plugins/chart-docs sets the split), so
 * this costs no extra request: only the first step waits for the download.
 */
import {promiseCache} from './promiseCache';

const LAYERS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('@antv/g-canvas'),
  () => import('@antv/component'),
  () => import('@antv/g2'),
  () => import('@antv/g2plot'),
];

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

const engine = promiseCache<'engine', void>();

/** Resolves once the engine's modules have run; later calls share the same promise, a failure is retried. */
export function warmUpChartEngine(): Promise<void> {
  return engine('engine', async () => {
    for (const layer of LAYERS) {
      await layer();
      await yieldToBrowser();
    }
  });
}
