import path from 'node:path';
import {buildDemoRecords} from '../../../../chart-docs/src/buildDemoRecords';
import {loadChartRegistry} from '../../../../chart-docs/src/loadChartRegistry';
import {DEFAULT_OPTIONS as CHART_DOCS_DEFAULTS} from '../../../../chart-docs/src/options';
import {
  applyEnglishDescriptions,
  readEnglishDescriptions,
} from '../../../../chart-docs/src/props/applyEnglishDescriptions';
import {extractAllChartProps} from '../../../../chart-docs/src/props/extractChartProps';
import {applyEngineDefaults, readEngineDefaults} from '../../../../chart-docs/src/props/applyEngineDefaults';
import {chartEventGroups} from '../../../../chart-docs/src/events/eventCatalog';
import {readDependencyVersions} from '../../../../chart-docs/src/readDependencyVersions';
import {scanDemos} from '../../../../chart-docs/src/scanDemos';
import type {ChartContent} from '../../buildPages';
import {applyChartSince, applySince, readSinceData} from '../../../../chart-docs/src/since/applySince';

export const SITE_DIR = path.resolve(__dirname, '../../../../..');

/**
 * The chart-docs plugin's content for this site from its sources (chart
 * registry, demo records, props tables from the typings with English
 * descriptions and the engine's defaults, each chart's event groups), as
 * the plugin loads it (the parts this plugin reads), without a Docusaurus build.
 * Takes a few seconds (one TypeScript program).
 */
export function loadSiteChartContent(): ChartContent {
  const charts = loadChartRegistry(SITE_DIR);
  const records = buildDemoRecords(charts, scanDemos(SITE_DIR), readDependencyVersions(SITE_DIR), CHART_DOCS_DEFAULTS);
  const english = applyEnglishDescriptions(extractAllChartProps(SITE_DIR, charts), readEnglishDescriptions(SITE_DIR));
  const since = readSinceData(SITE_DIR);
  const props = applySince(applyEngineDefaults(english.tables, readEngineDefaults(SITE_DIR)).tables, since);
  applyChartSince(records.charts, since);
  for (const chart of records.charts) {
    const table = props[chart.slug];
    if (table) chart.eventGroups = chartEventGroups(new Set([...table.own, ...table.common].map((row) => row.name)));
  }
  return {
    ...records,
    props,
    routeBasePaths: {chart: CHART_DOCS_DEFAULTS.chartRouteBasePath, demo: CHART_DOCS_DEFAULTS.demoRouteBasePath},
  };
}
