/** Phase: time from a props-table control change to the redrawn chart on /api/line, desktop and 4x CPU. */
import {CONTROL_PAGE, measureControlRedraw} from '../controlRedraw.mjs';
import {GOALS} from '../config.mjs';
import {atMost, log, section} from '../report.mjs';
import {loadAverage, round, seconds} from '../util.mjs';

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function controlsPhase({figures, results}, browser, origin) {
  section(`option controls (Chromium, ${CONTROL_PAGE}, smooth switch to redrawn chart, reduced motion)`);
  results.phases.controls = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  const measured = await measureControlRedraw(browser, origin);
  results.controls = measured;
  results.phases.controls.seconds = seconds(Date.now() - started);
  if (measured.error !== undefined) {
    log(`controls: not measured: ${measured.error}`);
    return;
  }
  const note = (/** @type {import('../controlRedraw.mjs').Series} */ series) =>
    `median of ${series.runs.length} changes${series.errors.length ? `; ${series.errors.length} not measured: ${series.errors[0]}` : ''}`;
  figures.add(
    'controls.redrawMs',
    'control change to redrawn chart, desktop',
    round(measured.desktop.median, 1),
    'ms',
    atMost(measured.desktop.median, GOALS.controlRedrawMs, 'ms'),
    note(measured.desktop),
  );
  figures.add(
    'controls.redrawThrottledMs',
    'control change to redrawn chart, 4x CPU slowdown',
    round(measured.throttled.median, 1),
    'ms',
    atMost(measured.throttled.median, GOALS.controlRedrawThrottledMs, 'ms'),
    note(measured.throttled),
  );
  figures.add(
    'controls.firstChangeMs',
    'first control change to redrawn chart, desktop (loads the code view parser)',
    round(measured.firstChangeMs, 1),
    'ms',
  );
  log(`(${results.phases.controls.seconds} s)`);
}
