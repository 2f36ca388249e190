/** Phase: hover to tooltip on a chart page right after load (desktop, no throttling). */
import {GOALS} from '../config.mjs';
import {measureHoverToTooltip} from '../hover.mjs';
import {atMost, MS, section} from '../report.mjs';

export async function hoverPhase({figures, results}, browser, origin) {
  section('hover to tooltip (Chromium, desktop 1280x800, no throttling)');
  const hover = await measureHoverToTooltip(browser, origin);
  results.hover = hover;
  const engineEarly = hover.runs.filter((run) => run.engineBefore).length;
  figures.add(
    'hover.tooltipMs',
    `${hover.page}: pointer on the chart right after load to its tooltip shown`,
    hover.median === null ? null : MS(hover.median),
    'ms',
    atMost(hover.median, GOALS.hoverTooltipMs, 'ms'),
    `median of ${hover.runs.length} fresh contexts; engine already fetched at load in ${engineEarly}`,
  );
}
