/** Phase: hover to tooltip on a chart page, right after load and a second later (desktop, no throttling). */
import {GOALS} from '../config.mjs';
import {measureHoverToTooltip} from '../hover.mjs';
import {atMost, MS, section} from '../report.mjs';

/** When the pointer arrives after `load`: at once (the worst case), and once the visitor has looked at the page. */
const POINTER_ARRIVES = [
  {key: 'hover.tooltipMs', delayMs: 0, when: 'right after load'},
  {key: 'hover.afterOneSecond.tooltipMs', delayMs: 1000, when: 'a second after load'},
];

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function hoverPhase({figures, results}, browser, origin) {
  section('hover to tooltip (Chromium, desktop 1280x800, no throttling)');
  /** @type {Record<string, Awaited<ReturnType<typeof measureHoverToTooltip>>>} */
  const measured = {};
  results.hover = measured;
  for (const {key, delayMs, when} of POINTER_ARRIVES) {
    const hover = await measureHoverToTooltip(browser, origin, delayMs);
    measured[key] = hover;
    const engineEarly = hover.runs.filter((run) => run.engineBefore).length;
    figures.add(
      key,
      `${hover.page}: pointer on the chart ${when} to its tooltip shown`,
      hover.median === null ? null : MS(hover.median),
      'ms',
      atMost(hover.median, GOALS.hoverTooltipMs, 'ms'),
      `median of ${hover.runs.length} fresh contexts; engine already fetched when the pointer arrived in ${engineEarly}`,
    );
  }
}
