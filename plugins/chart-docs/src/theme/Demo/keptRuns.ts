import {readTabWork, writeTabWork} from '../../client/tabWork';

/**
 * Whether a demo's kept code may run again by itself after a reload. Edited
 * code can freeze the tab through one native call (a catastrophic regular
 * expression) or navigate (`location.reload()`): kept code that ran again on
 * every load would then hang or reload the tab for good. So a run is written
 * down as started before the code is evaluated, and as ended only once the
 * page has stayed alive and on this document for `RUN_SETTLE_MS` after it;
 * kept code whose last run never ended comes back inert, to be run when the
 * visitor asks.
 */

/** How long the page must stay responsive, and not leave, after a run for the run to count as ended. */
export const RUN_SETTLE_MS = 1000;

const runKey = (demoId: string): string => `run:${demoId}`;

/** A short fingerprint of the code, so that a record speaks only for the code it ran. */
function fingerprint(code: string): string {
  // FNV-1a, 32 bits: enough to tell one visitor's edits apart, not a security measure.
  let hash = 0x811c9dc5;
  for (let index = 0; index < code.length; index += 1) {
    hash = Math.imul(hash ^ code.charCodeAt(index), 0x01000193);
  }
  return `${code.length}.${(hash >>> 0).toString(36)}`;
}

let leaving = false;
if (typeof window !== 'undefined') {
  // A navigation the code started (or any) must not let a pending run count as ended.
  const markLeaving = (): void => {
    leaving = true;
  };
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  // Back from the back/forward cache: the page is alive again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Written just before the code of `demoId` is evaluated. */
export function markRunStarted(demoId: string, code: string): void {
  writeTabWork(runKey(demoId), `started:${fingerprint(code)}`);
}

/**
 * Starts the wait after a run; the run counts as ended when it is over and the
 * page is still here. Returns a function that cancels the wait (a newer run).
 */
export function settleRun(demoId: string, code: string): () => void {
  const timer = window.setTimeout(() => {
    if (!leaving) writeTabWork(runKey(demoId), `ended:${fingerprint(code)}`);
  }, RUN_SETTLE_MS);
  return () => window.clearTimeout(timer);
}

/** Whether `code` is what last ran for `demoId`, and that run ended normally. */
export function lastRunEnded(demoId: string, code: string): boolean {
  return readTabWork(runKey(demoId)) === `ended:${fingerprint(code)}`;
}

/** Forgets the record (the kept code was discarded). */
export function forgetRun(demoId: string): void {
  writeTabWork(runKey(demoId), null);
}
