/**
 * A chart's recorded events, for its page's Events section. They are a file of
 * their own per chart (not inline in the registry, which many pages load), so
 * only the chart's page fetches them.
 */
import {events} from '@generated/chart-docs/default/registry';
import type {ChartEventGroup} from '../record/recordedEvents';
import {promiseCache} from './charts/promiseCache';

const cache = promiseCache<string, ChartEventGroup[]>();

/** The chart's event groups; an empty list for a chart the recorder has no events of. */
export function loadChartEvents(slug: string): Promise<ChartEventGroup[]> {
  if (!Object.prototype.hasOwnProperty.call(events, slug)) return Promise.resolve([]);
  return cache(slug, () => events[slug]().then((module) => module.default));
}
