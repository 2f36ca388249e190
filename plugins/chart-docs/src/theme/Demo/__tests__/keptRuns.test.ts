/**
 * Kept code that navigates from a timer, after its run has settled: the page is
 * left without the visitor touching it, so the next load must not run it again.
 * jsdom's dispatched events are never trusted, so no test input here counts as
 * the visitor's; e2e/kept-code-inert.spec.ts covers a visitor's own reload.
 */
type KeptRuns = typeof import('../keptRuns');

type Added = Parameters<typeof window.addEventListener>;
/** Listeners of the module copies loaded by a test, removed after it: each copy is one page. */
let added: Added[] = [];

function freshKeptRuns(): KeptRuns {
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((...args: Added) => {
    added.push(args);
    EventTarget.prototype.addEventListener.apply(window, args);
  });
  let loaded: KeptRuns | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<KeptRuns>('../keptRuns');
  });
  spy.mockRestore();
  if (!loaded) throw new Error('keptRuns did not load');
  return loaded;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
  added = [];
  jest.useRealTimers();
  window.sessionStorage.clear();
});

const CODE = 'setTimeout(() => location.reload(), 5000);';

function settledRun(keptRuns: KeptRuns): void {
  keptRuns.markRunStarted('line-basic', CODE);
  keptRuns.settleRun('line-basic', CODE);
  jest.advanceTimersByTime(keptRuns.RUN_SETTLE_MS);
}

it('a run that settled counts as ended while the page stays', () => {
  const keptRuns = freshKeptRuns();
  settledRun(keptRuns);
  expect(keptRuns.lastRunEnded('line-basic', CODE)).toBe(true);
});

it('after kept code ran and the page was left with no input from the visitor, it comes back inert', () => {
  const firstPage = freshKeptRuns();
  settledRun(firstPage);
  // The timer fires: the page goes without anybody having touched it.
  window.dispatchEvent(new Event('pagehide'));
  const nextPage = freshKeptRuns();
  expect(nextPage.lastRunEnded('line-basic', CODE)).toBe(false);
});

it('a page that ran no kept code does not count as left unattended', () => {
  freshKeptRuns();
  window.dispatchEvent(new Event('pagehide'));
  expect(window.sessionStorage.getItem('plots-docs:run:left-unattended')).toBeNull();
});

it('a page restored from the back/forward cache was not left after all', () => {
  const keptRuns = freshKeptRuns();
  settledRun(keptRuns);
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}));
  expect(keptRuns.lastRunEnded('line-basic', CODE)).toBe(true);
});
