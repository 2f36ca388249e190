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
 *
 * Code can also navigate later, from a timer (`setTimeout(() => location.reload(), 5000)`),
 * after its run has ended. A page left while kept code had run and the visitor never
 * touched it (no key, pointer, wheel or touch input) is written down as left unattended;
 * after such a leave, kept code comes back inert, so a timer loop reloads the tab once
 * at most. A reload the visitor makes after working on the page runs the code again.
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

const UNATTENDED_KEY = 'run:left-unattended';

let leaving = false;
let visitorActed = false;
let keptCodeRan = false;
let leftUnattended = false;
if (typeof window !== 'undefined') {
  const markActed = (event: Event): void => {
    // Only the visitor's own input counts; code can dispatch synthetic events.
    if (event.isTrusted) visitorActed = true;
  };
  for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart']) {
    window.addEventListener(type, markActed, {capture: true, passive: true});
  }
  // A navigation the code started (or any) must not let a pending run count as ended.
  const markLeaving = (): void => {
    leaving = true;
    if (!keptCodeRan) return;
    leftUnattended = !visitorActed;
    writeTabWork(UNATTENDED_KEY, leftUnattended ? 'yes' : null);
  };
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  // Back from the back/forward cache: the page is alive again, and was not left after all.
  window.addEventListener('pageshow', (event) => {
    leaving = false;
    if (event.persisted && leftUnattended) writeTabWork(UNATTENDED_KEY, null);
  });
}

/** Written just before the code of `demoId` is evaluated. */
export function markRunStarted(demoId: string, code: string): void {
  keptCodeRan = true;
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

/**
 * Whether `code` is what last ran for `demoId`, that run ended normally, and the
 * page was not then left unattended (a timer in the code may have navigated).
 */
export function lastRunEnded(demoId: string, code: string): boolean {
  return readTabWork(runKey(demoId)) === `ended:${fingerprint(code)}` && readTabWork(UNATTENDED_KEY) === null;
}

/** Forgets the record (the kept code was discarded). */
export function forgetRun(demoId: string): void {
  writeTabWork(runKey(demoId), null);
}
