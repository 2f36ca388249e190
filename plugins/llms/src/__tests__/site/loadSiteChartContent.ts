import path from 'node:path';
import {buildDemoRecords} from '../../../../chart-docs/src/buildDemoRecords';
import {loadChartRegistry} from '../../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../../chart-docs/src/options';
import {buildPropsTables} from '../../../../chart-docs/src/props/buildPropsTables';
import {readEngineRecord} from '../../../../chart-docs/src/record/readEngineRecord';
import {recordedEventGroups} from '../../../../chart-docs/src/record/recordedEvents';
import {readDependencyVersions} from '../../../../chart-docs/src/readDependencyVersions';
import {scanDemos} from '../../../../chart-docs/src/scanDemos';
import type {ChartContent} from '../../buildPages';
import {applyChartSince, readSinceData} from '../../../../chart-docs/src/since/applySince';

export const SITE_DIR = path.resolve(__dirname, '../../../../..');

/**
 * The chart-docs plugin's content for this site from its sources (chart
 * registry, demo records, props tables as the build makes them, each chart's
 * recorded events and ignored options), as
 * the plugin loads it (the parts this plugin reads), without a Docusaurus build.
 * Takes a few seconds (one TypeScript program).
 */
export function loadSiteChartContent(): ChartContent {
  const charts = loadChartRegistry(SITE_DIR);
  const records = buildDemoRecords(charts, scanDemos(SITE_DIR), readDependencyVersions(SITE_DIR), CHART_DOCS_DEFAULTS);
  const record = readEngineRecord(SITE_DIR);
  const {tables: props, ignored} = buildPropsTables(SITE_DIR, charts, record);
  applyChartSince(records.charts, readSinceData(SITE_DIR));
  for (const chart of records.charts) {
    const recorded = record.charts[chart.slug];
    if (recorded) chart.events = recordedEventGroups(recorded);
    const names = (ignored[chart.slug] ?? []).map((row) => row.name);
    if (names.length > 0) chart.ignoredOptions = names;
  }
  return {
    ...records,
    props,
    routeBasePaths: {chart: CHART_DOCS_DEFAULTS.chartRouteBasePath, demo: CHART_DOCS_DEFAULTS.demoRouteBasePath},
  };
}
