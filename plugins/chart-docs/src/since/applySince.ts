import fs from 'node:fs';
import path from 'node:path';
import {mapTableRows} from '../propsRows/walkPropRows';
import type {ChartPropsTable} from '../props/types';
import type {ChartSummary} from '../types';
import type {SinceData} from './types';

/** Written by `npm run since` (scripts/since/refreshSince.ts). */
export const SINCE_FILE = 'plugins/chart-docs/since.json';

export function readSinceData(siteDir: string): SinceData {
  return JSON.parse(fs.readFileSync(path.join(siteDir, SINCE_FILE), 'utf8')) as SinceData;
}

/** Each row whose option came after the first @ant-design/plots 1.x release gets its `since`. */
export function applySince(tables: Record<string, ChartPropsTable>, data: SinceData): Record<string, ChartPropsTable> {
  return Object.fromEntries(
    Object.entries(tables).map(([chart, table]) => {
      const options = data.options[chart] ?? {};
      return [
        chart,
        mapTableRows(table, (row, rowPath) => (options[rowPath] ? {...row, since: {g2plot: options[rowPath]}} : row)),
      ];
    }),
  );
}

/** Each chart that came after the first @ant-design/plots 1.x release gets its `since`. */
export function applyChartSince(charts: ChartSummary[], data: SinceData): void {
  for (const chart of charts) {
    const since = data.charts[chart.slug];
    if (since) chart.since = since;
  }
}
