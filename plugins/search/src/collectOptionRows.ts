import type {ChartPropsTable} from '../../chart-docs/src';
import {walkPropRows} from '../../chart-docs/src';
import {sinceSearchText} from '../../chart-docs/src';
import type {SearchOptionIndex, SearchOptionRow} from './types';

/**
 * The chart whose page shows a row shared by several charts when the query
 * names none of them: Line, the chart the guide and the API index use as
 * their example.
 */
export const REPRESENTATIVE_CHART = 'line';

/**
 * Every row of every indexed chart's props table (own and common options,
 * every nested path the table can expand to) for the search index. A row
 * several charts show with the same description (the 35 copies of
 * `legend.position`) is stored once with the list of those charts, so the
 * search can show it once, or on the chart the query names.
 */
export function collectOptionRows(
  tables: Readonly<Record<string, ChartPropsTable>> | undefined,
  chartPagePath: (slug: string) => string | undefined,
  indexedPaths: ReadonlySet<string>,
): SearchOptionIndex | undefined {
  const charts = Object.keys(tables ?? {})
    .flatMap((slug) => {
      const page = chartPagePath(slug);
      return page !== undefined && indexedPaths.has(page) ? [{slug, page}] : [];
    })
    // The representative chart first: a shared row's first chart is where it shows by default.
    .sort(
      (a, b) =>
        Number(b.slug === REPRESENTATIVE_CHART) - Number(a.slug === REPRESENTATIVE_CHART) ||
        a.slug.localeCompare(b.slug),
    );
  if (!tables || charts.length === 0) {
    return undefined;
  }
  const pages = charts.map((chart) => chart.page);
  const chartsByRow = new Map<string, {path: string; description: string; charts: number[]}>();
  charts.forEach(({slug}, chart) => {
    const table = tables[slug];
    for (const {path, row} of walkPropRows([...table.own, ...table.common])) {
      // "added in G2Plot 2.3.1" finds the options a release brought.
      const description = row.since ? `${row.description} ${sinceSearchText(row.since)}.` : row.description;
      const key = `${path}\u0000${description}`;
      const entry = chartsByRow.get(key) ?? {path, description, charts: []};
      if (entry.charts[entry.charts.length - 1] !== chart) entry.charts.push(chart);
      chartsByRow.set(key, entry);
    }
  });
  const setIds = new Map<string, number>();
  const chartSets: number[][] = [];
  const rows: SearchOptionRow[] = [];
  for (const {path, description, charts} of chartsByRow.values()) {
    const key = charts.join(',');
    let set = setIds.get(key);
    if (set === undefined) {
      set = chartSets.push(charts) - 1;
      setIds.set(key, set);
    }
    rows.push([path, description, set]);
  }
  return {pages, chartSets, rows};
}
